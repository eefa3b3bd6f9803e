import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The payments' texts (`resources.payments.*`), en. */
const messages: ResourceSection = {
  name: 'Payment |||| Payments',
  menu: 'Payments',
  title: 'Payments',
  one: 'Payment of %{date} — %{customer}',
  create: 'Record payment',
  fields: {
    customer_id: 'Customer',
    customer: 'Customer',
    payment_date: 'Payment date',
    amount: 'Amount',
    method: 'Method',
    bank_account_id: 'Credited account',
    bank_account: 'Account',
    note: 'Note',
    allocated: 'Allocated',
    unallocated: 'Credit left',
    state: 'State',
    credit_note: 'Credit note',
    reversed_at: 'Reversed on',
    reversal_reason: 'Reversal reason',
    date_from: 'From',
    date_to: 'To',
    reversed: 'Reversed',
    credit: 'With credit left',
  },
  states: {
    in_force: 'Recorded',
    reversed: 'Reversed',
    credit_note: 'Credit note credit',
  },
  allocations: {
    title: 'Instalments to settle',
    hint: 'Choose how much goes to each open instalment of the customer: the rest stays as their credit.',
    choose_customer: 'Choose the customer to see their open instalments',
    none: 'The customer has no open instalments: the payment will stay as their credit',
    spread: 'Spread from the oldest',
    clear: 'Clear',
    assigned: 'Allocated: %{assigned} of %{amount}',
    left: 'Will stay as credit: %{left}',
    over: 'The allocations exceed the amount by %{over}',
    amount: 'To allocate',
    list: 'Instalments settled',
    empty: 'No instalment settled',
  },
  reverse: {
    action: 'Reverse',
    title: 'Reverse this payment?',
    content:
      'The instalments it settled will open again. The payment stays in the register as reversed: this cannot be undone.',
    reason: 'Reversal reason',
    done: 'Payment reversed',
  },
  allocate: {
    action: 'Use the credit',
    title: 'Allocate the credit left of %{amount}',
    done: 'Credit allocated',
  },
  notifications: {
    created: 'Payment recorded',
  },
  empty: 'No payments recorded',
  invite: 'Record the first payment',
};

export default messages;
