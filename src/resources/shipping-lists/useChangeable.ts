import type { ShippingList } from '../../../contract/shipping-lists';
import { useCan } from '../../lib/useCan';
import { isConfirmed } from './shippingListModel';

/** Whether the user changes `list` here: it is still open, and the role writes shipping lists. */
export function useChangeable(list: Pick<ShippingList, 'status'> | undefined) {
  const writes = useCan('shipping-lists', 'save');
  return Boolean(list) && !isConfirmed(list) && writes;
}
