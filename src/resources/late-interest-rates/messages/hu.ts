import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The late-payment interest rates' texts (`resources.late-interest-rates.*`), hu. */
const messages: ResourceSection = {
  name: 'Késedelmi kamatláb |||| Késedelmi kamatlábak',
  menu: 'Késedelmi kamatlábak',
  fields: {
    id: 'Azonosító',
    valid_from: 'Kezdete',
    reference_rate: 'EKB-kamatláb',
    points: 'Felár (százalékpont)',
    notes: 'Megjegyzés',
  },
  sections: {
    rate: 'A félév kamatlába',
  },
  help: {
    valid_from: 'Január 1. vagy július 1.: a kamatláb az egész félévre érvényes',
    reference_rate:
      'A félév első napján érvényes EKB irányadó kamatláb, ahogy az olasz gazdasági minisztérium közzéteszi (pl. 2,15)',
    points:
      'Törvény szerint 8 (231/2002. sz. rendelet 5. cikk); több csak, ha a szerződés így szól',
  },
  empty: 'Nincs késedelmi kamatláb',
  invite: 'A félév kamatlábának hozzáadása',
  message: {
    delete_title: 'Törli a(z) %{recordRepresentation} napi kamatlábat?',
    delete_content:
      'A már megírt felszólítások változatlanok maradnak; az újak az előző félév kamatlábát használják.',
  },
  notifications: {
    created: 'Kamatláb hozzáadva',
    updated: 'Kamatláb mentve',
    deleted: 'Kamatláb törölve',
  },
};

export default messages;
