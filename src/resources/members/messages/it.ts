import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The members' texts (`resources.members.*`), it. */
const messages: ResourceSection = {
  name: 'Utente |||| Utenti',
  menu: 'Utenti e ruoli',
  fields: {
    id: 'ID',
    name: 'Nome',
    email: 'E-mail',
    role: 'Ruolo',
    status: 'Stato',
  },
  you: 'tu',
  add: 'Aggiungi utente',
  initial_password: 'Password iniziale',
  password_once: 'Consegna a %{name} questa password iniziale: non sarà più mostrata.',
  password_hint: 'Al primo accesso l’utente dovrà sceglierne una nuova.',
  existing_user: '%{name} aveva già un account: accede con la sua password.',
  message: {
    delete_title: 'Rimuovere %{recordRepresentation} dall’azienda?',
    delete_content:
      'Perde subito l’accesso all’azienda; il suo account e ciò che ha fatto restano.',
  },
  notifications: {
    deleted: 'Utente rimosso dall’azienda',
    added: '%{name} aggiunto all’azienda',
    role_changed: 'Ora %{name} è %{role}',
  },
};

export default messages;
