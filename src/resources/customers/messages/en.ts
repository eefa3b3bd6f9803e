import type { ResourceSection } from '../../../i18n/app/resourceMessages';
import letters from '../letters-of-intent/messages/en';
import mandates from '../sdd-mandates/messages/en';
import statement from '../statement/messages/en';
import reminders from '../reminders/messages/en';

/** The customers' texts (`resources.customers.*`), en. */
const messages: ResourceSection = {
  name: 'Customer |||| Customers',
  fields: {
    registry_code: 'Registry code',
    credit_limit: 'Credit limit',
    payment_terms: 'Payment terms',
    language: 'Document language',
    split_payment: 'Split payment (art. 17-ter)',
    split_payment_help:
      'The customer pays the invoices’ VAT to the Treasury: due dates and collections are net of VAT',
    iban: 'IBAN',
    bank_abi: 'Bank ABI (RiBa)',
    bank_cab: 'Bank CAB (RiBa)',
    bank_help: "For RiBa, when the bank is not the IBAN's (5 digits each)",
    phone: 'Phone',
    email: 'Email',
    references: 'References',
    notes: 'Notes',
    existing_general: 'Existing general registry entry',
    existing_general_help: 'Leave empty to create a new entry from the fields below',
    phone_override: 'Phone for this customer only',
    email_override: 'E-mail for this customer only',
    override_help: "When empty, documents and PDFs use the registry entry's",
  },
  letters,
  mandates,
  statement,
  reminders,
  buyer_kind: {
    label: 'Customer kind for VAT: %{kind}',
    zero: 'New rows go at 0 % %{nature}: %{reference}',
    article: "New rows take the article's VAT rate",
  },
  tabs: {
    prices: 'Price list',
    articles: 'Customer articles',
    destinations: 'Destinations',
    letters: 'Letters of intent',
    mandates: 'SEPA mandates',
    statement: 'Statement',
    reminders: 'Reminders',
  },
  prices: {
    article: 'Article',
    price: 'Price',
    min_quantity: 'Minimum quantity',
    valid_from: 'Valid from',
    valid_to: 'Valid until',
    empty: 'No customer prices yet.',
    delete_title: 'Delete this price?',
    delete_content: "The price will be removed from the customer's price list.",
    saved: 'Price saved',
    deleted: 'Price deleted',
  },
  articles: {
    article: 'Article',
    customer_code: 'Customer code',
    description: 'Customer description',
    empty: 'No customer article codes yet.',
    delete_title: "Delete the customer's code?",
    delete_content: "The customer's code and description for this article will be deleted.",
    saved: 'Customer article saved',
    deleted: 'Customer article deleted',
  },
  destinations: {
    name: 'Destination name',
    notes: 'Delivery notes',
    empty: 'No destinations: goods go to the billing address.',
    delete_title: 'Delete the destination?',
    delete_content:
      'The destination will be deleted. It cannot be deleted while an order or a DDT names it.',
    saved: 'Destination saved',
    deleted: 'Destination deleted',
  },
  empty: 'No customers yet',
  invite: 'Add new customer',
  message: {
    delete_title: 'Delete customer "%{recordRepresentation}"?',
    delete_content:
      'The customer and its price list will be deleted; the general registry entry stays. This cannot be undone.',
  },
  notifications: {
    created: 'Customer created',
    updated: 'Customer saved',
    deleted: 'Customer deleted',
  },
};

export default messages;
