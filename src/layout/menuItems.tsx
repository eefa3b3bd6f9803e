import type { ReactElement } from 'react';
import BarChartIcon from '@mui/icons-material/BarChart';
import ContactsIcon from '@mui/icons-material/Contacts';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptIcon from '@mui/icons-material/Receipt';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import AddCircleIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import TimelineIcon from '@mui/icons-material/Timeline';
import { articlePaths } from '../resources/articles/paths';
import { customerPaths } from '../resources/customers/paths';
import { generalRegPaths } from '../resources/general-regs/paths';
import { AREA_PATHS } from '../routes/areaPaths';

/** The sidebar: groups of links to the spec's screens, labels as translation keys. */
export interface MenuLink {
  to: string;
  label: string;
  icon: ReactElement;
}

export interface MenuGroupDef {
  id: string;
  label: string;
  icon: ReactElement;
  items: MenuLink[];
}

export const MENU: MenuGroupDef[] = [
  {
    id: 'dashboards',
    label: 'app.menu.dashboards',
    icon: <DashboardIcon />,
    items: [
      { to: AREA_PATHS.dashboardSales, label: 'app.menu.dashboard_sales', icon: <BarChartIcon /> },
      {
        to: AREA_PATHS.dashboardOrders,
        label: 'app.menu.dashboard_orders',
        icon: <TimelineIcon />,
      },
    ],
  },
  {
    id: 'registry',
    label: 'app.menu.registry',
    icon: <FolderSharedIcon />,
    items: [
      { to: generalRegPaths.list, label: 'app.menu.registry_general', icon: <ContactsIcon /> },
      { to: customerPaths.list, label: 'app.menu.customers', icon: <PeopleIcon /> },
      { to: articlePaths.list, label: 'app.menu.articles', icon: <InventoryIcon /> },
    ],
  },
  {
    id: 'documents',
    label: 'app.menu.documents',
    icon: <DescriptionIcon />,
    items: [
      {
        to: AREA_PATHS.documents('orders'),
        label: 'app.menu.sales_orders',
        icon: <ShoppingCartIcon />,
      },
      { to: AREA_PATHS.documents('invoices'), label: 'app.menu.invoices', icon: <ReceiptIcon /> },
      {
        to: AREA_PATHS.documents('credit-notes'),
        label: 'app.menu.credit_notes',
        icon: <RemoveCircleIcon />,
      },
      {
        to: AREA_PATHS.documents('debit-notes'),
        label: 'app.menu.debit_notes',
        icon: <AddCircleIcon />,
      },
    ],
  },
  {
    id: 'shipping',
    label: 'app.menu.shipping',
    icon: <LocalShippingIcon />,
    items: [
      { to: AREA_PATHS.shipping, label: 'app.menu.shipping_lists', icon: <LocalShippingIcon /> },
    ],
  },
];
