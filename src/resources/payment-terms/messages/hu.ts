import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The payment terms' texts (`resources.payment-terms.*`), hu. */
const messages: ResourceSection = {
  name: 'Fizetési feltétel |||| Fizetési feltételek',
  menu: 'Fizetési feltételek',
  fields: {
    id: 'Azonosító',
    code: 'Kód',
    description: 'Leírás',
    method: 'Fizetési mód',
    basis: 'Határidő kezdete',
    days: 'Részletek napjai',
    notes: 'Megjegyzés',
  },
  sections: { term: 'Feltétel', instalments: 'Részletek' },
  days_help: 'Részletenként egy szám, vesszővel elválasztva: 30, 60, 90 (0 = azonnal)',
  empty: 'Még nincs fizetési feltétel',
  invite: 'Az első fizetési feltétel felvétele',
  message: {
    delete_title: 'Törlöd: „%{recordRepresentation}”?',
    delete_content: 'A fizetési feltétel véglegesen törlődik. A művelet nem vonható vissza.',
  },
  notifications: {
    created: 'Fizetési feltétel létrehozva',
    updated: 'Fizetési feltétel mentve',
    deleted: 'Fizetési feltétel törölve',
  },
};

export default messages;
