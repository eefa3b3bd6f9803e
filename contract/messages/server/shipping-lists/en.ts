/**
 * The shipping lists' (DDT) and parcel labels' messages. Spread into the server catalogue of each
 * language (`../<lang>.ts`); English is the reference key set.
 */
const shippingListsEn = {
  'ddt.customer_locked':
    '%{list} already holds items for its customer: remove them before changing the customer',
  'ddt.other_customer':
    '%{list} goes to %{customer}, but %{order} is for %{other}: a DDT ships to one customer only',
  'ddt.carrier_required': 'The transport is by carrier: choose the carrier before confirming',
  // Shipping lists and labels
  'shipping.list_ref': 'Shipping list %{number}/%{year}',
  'shipping.open_list_ref': 'The open shipping list %{id}',
  'shipping.already_confirmed': '%{list} is already confirmed',
  'shipping.nothing_to_confirm': '%{list} has no items: nothing to confirm',
  'shipping.items_without_label':
    'Every item needs a label before confirming: items %{ids} have none (or a voided one)',
  'shipping.read_only': '%{list} is confirmed and read-only: it cannot be changed',
  'shipping.only_order_rows': 'Only rows of orders can be shipped',
  'shipping.order_closed': 'The row belongs to %{order}, which is shipped or cancelled',
  'shipping.row_not_shippable':
    'The row of %{order} is "%{status}": only rows "%{ready}" or "%{packed}" can be shipped',
  'shipping.quantity_exceeded':
    'The quantity %{wanted} exceeds what is left to ship of the row: %{left} of %{total} (%{allocated} already on shipping lists)',
  'labels.transition':
    'Label %{id} cannot go from "%{from}" to "%{to}": it can only go to %{allowed}',
  'labels.transition_final': 'Label %{id} cannot go from "%{from}" to "%{to}": it is final',
  'labels.confirmed_list':
    'Label %{id} belongs to confirmed shipping list %{number}/%{year}: it cannot be voided',
  'labels.voided_not_printable':
    'Labels %{ids} are voided and cannot be printed: create a new label for the item',
  'labels.item_has_label':
    'The item already has label %{id} ("%{status}"): void it first to replace it',
  'ddt.date_before_last':
    'The date cannot be before %{date}, the date of DDT %{last}: DDTs are numbered in the order of their dates',
} as const;

export default shippingListsEn;
export type ShippingListsKey = keyof typeof shippingListsEn;
