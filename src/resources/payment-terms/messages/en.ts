import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The payment terms' texts (`resources.payment-terms.*`), en. */
const messages: ResourceSection = {
  name: 'Payment term |||| Payment terms',
  menu: 'Payment terms',
  fields: {
    id: 'ID',
    code: 'Code',
    description: 'Description',
    method: 'Payment method',
    basis: 'Counted from',
    days: 'Days of the instalments',
    notes: 'Notes',
  },
  sections: { term: 'Term', instalments: 'Instalments' },
  days_help: 'One number per instalment, separated by commas: 30, 60, 90 (0 = on sight)',
  empty: 'No payment terms yet',
  invite: 'Add the first payment term',
  message: {
    delete_title: 'Delete “%{recordRepresentation}”?',
    delete_content: 'The payment term will be deleted for good. This cannot be undone.',
  },
  notifications: {
    created: 'Payment term created',
    updated: 'Payment term saved',
    deleted: 'Payment term deleted',
  },
};

export default messages;
