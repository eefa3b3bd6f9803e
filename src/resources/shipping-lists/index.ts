import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { lazyPage } from '../../lib/progress/lazyPage';
import { defineResource } from '../../lib/resources/defineResource';
import { shippingPaths } from './paths';
import { shippingMethods } from './shippingMethods';
import { listNumber } from './shippingListModel';

const ShippingListEdit = lazyPage(() =>
  import('./ShippingListEdit').then((m) => m.ShippingListEdit),
);
const ShippingListList = lazyPage(() =>
  import('./ShippingListList').then((m) => m.ShippingListList),
);

/** The shipping lists with their parcels and labels, `/shipping/list`. */
export const shippingLists = defineResource({
  name: 'shipping-lists',
  icon: LocalShippingIcon,
  recordRepresentation: (record: { number: number | null; year: number; date: string }) =>
    listNumber(record) ?? record.date,
  paths: shippingPaths,
  screens: { list: ShippingListList, edit: ShippingListEdit },
  menu: { group: 'shipping', label: 'app.menu.shipping_lists' },
  export: () => import('./shippingExport').then((m) => m.shippingExport),
  api: { methods: shippingMethods },
});
