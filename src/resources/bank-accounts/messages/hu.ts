import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The bank accounts' texts (`resources.bank-accounts.*`), hu. */
const messages: ResourceSection = {
  name: 'Bankszámla |||| Bankszámlák',
  menu: 'Bankszámlák',
  fields: {
    id: 'Azonosító',
    name: 'Számla neve',
    bank_name: 'Bank',
    iban: 'IBAN',
    bic: 'BIC',
    sia_code: 'SIA-kód',
    sepa_creditor_id: 'SEPA hitelezőazonosító',
    notes: 'Megjegyzés',
  },
  sections: {
    account: 'Számla',
    collections: 'Beszedés: RiBa és SEPA csoportos beszedés',
  },
  help: {
    iban: 'A számla, amelyre a befizetések érkeznek (olasz számlánál 27 karakter)',
    bic: 'Külföldről érkező átutalásokhoz és beszedésekhez kell',
    sia_code: 'Az 5 karakteres kód, amelyet a bank a RiBa benyújtásához ad',
    sepa_creditor_id:
      'IT, 2 ellenőrző számjegy, ZZZ és a cég adószáma: a SEPA csoportos beszedéshez kell',
  },
  empty: 'Még nincs bankszámla',
  invite: 'Az első számla hozzáadása',
  message: {
    delete_title: 'Törli: „%{recordRepresentation}”?',
    delete_content: 'A számla véglegesen törlődik. Ez nem vonható vissza.',
  },
  notifications: {
    created: 'Számla létrehozva',
    updated: 'Számla mentve',
    deleted: 'Számla törölve',
  },
};

export default messages;
