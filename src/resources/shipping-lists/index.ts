import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { defineResource } from '../../lib/resources/defineResource';
import { shippingPaths } from './paths';
import { shippingExport } from './shippingExport';
import { ShippingListEdit } from './ShippingListEdit';
import { ShippingListList } from './ShippingListList';
import { listNumber } from './shippingListModel';

/** The shipping lists with their parcels and labels, `/shipping/list`. */
export const shippingLists = defineResource({
  name: 'shipping-lists',
  icon: LocalShippingIcon,
  recordRepresentation: (record: { number: number | null; year: number; date: string }) =>
    listNumber(record) ?? record.date,
  paths: shippingPaths,
  screens: { list: ShippingListList, edit: ShippingListEdit },
  menu: { group: 'shipping', label: 'app.menu.shipping_lists' },
  export: shippingExport,
});
