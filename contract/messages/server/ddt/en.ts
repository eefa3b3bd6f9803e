/**
 * The DDT messages: one recipient per transport document, and what a confirmation
 * needs. Spread into the server catalogue of each language (`../<lang>.ts`); English is the
 * reference key set.
 */
const ddtEn = {
  'ddt.customer_locked':
    '%{list} already holds items for its customer: remove them before changing the customer',
  'ddt.other_customer':
    '%{list} goes to %{customer}, but %{order} is for %{other}: a DDT ships to one customer only',
  'ddt.carrier_required': 'The transport is by carrier: choose the carrier before confirming',
} as const;

export default ddtEn;
export type DdtKey = keyof typeof ddtEn;
