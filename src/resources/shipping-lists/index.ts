import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { resourceRedirects } from '../../lib/routing/resourceRedirects';
import { listNumber, shippingPaths } from './shippingListModel';

/** `<Resource name="shipping-lists" {...shippingLists} />`: screens at the spec's URLs. */
export const shippingLists = {
  ...resourceRedirects({ list: shippingPaths.list, edit: shippingPaths.edit }),
  icon: LocalShippingIcon,
  recordRepresentation: (record: { number: number | null; year: number; date: string }) =>
    listNumber(record) ?? record.date,
};
export { shippingListRoutes } from './routes';
export { shippingPaths } from './shippingListModel';
