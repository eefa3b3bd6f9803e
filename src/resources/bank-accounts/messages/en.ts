import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The bank accounts' texts (`resources.bank-accounts.*`), en. */
const messages: ResourceSection = {
  name: 'Bank account |||| Bank accounts',
  menu: 'Bank accounts',
  fields: {
    id: 'ID',
    name: 'Account name',
    bank_name: 'Bank',
    iban: 'IBAN',
    bic: 'BIC',
    sia_code: 'SIA code',
    sepa_creditor_id: 'SEPA creditor identifier',
    notes: 'Notes',
  },
  sections: {
    account: 'Account',
    collections: 'Collections: RiBa and SEPA direct debits',
  },
  help: {
    iban: 'The account payments come in to (27 characters for an Italian account)',
    bic: 'Needed for transfers and debits from abroad',
    sia_code: 'The 5-character code the bank assigns for presenting RiBa',
    sepa_creditor_id:
      'IT, 2 check digits, ZZZ and the company’s tax code: needed for SEPA direct debits',
  },
  empty: 'No bank accounts yet',
  invite: 'Add the first account',
  message: {
    delete_title: 'Delete “%{recordRepresentation}”?',
    delete_content: 'The account will be deleted for good. This cannot be undone.',
  },
  notifications: {
    created: 'Account created',
    updated: 'Account saved',
    deleted: 'Account deleted',
  },
};

export default messages;
