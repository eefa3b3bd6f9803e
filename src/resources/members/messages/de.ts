import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The members' texts (`resources.members.*`), de. */
const messages: ResourceSection = {
  name: 'Benutzer |||| Benutzer',
  menu: 'Benutzer und Rollen',
  fields: {
    id: 'ID',
    name: 'Name',
    email: 'E-Mail',
    role: 'Rolle',
    status: 'Status',
  },
  you: 'Sie',
  add: 'Benutzer hinzufügen',
  initial_password: 'Anfangspasswort',
  password_once: 'Geben Sie %{name} dieses Anfangspasswort: Es wird nicht noch einmal angezeigt.',
  password_hint: 'Bei der ersten Anmeldung muss der Benutzer ein neues wählen.',
  existing_user: '%{name} hatte bereits ein Konto und meldet sich mit dem eigenen Passwort an.',
  message: {
    delete_title: '%{recordRepresentation} aus dem Unternehmen entfernen?',
    delete_content:
      'Der Zugriff auf das Unternehmen endet sofort; das Konto und die Vorgänge bleiben.',
  },
  notifications: {
    deleted: 'Benutzer aus dem Unternehmen entfernt',
    added: '%{name} zum Unternehmen hinzugefügt',
    role_changed: '%{name} ist jetzt %{role}',
  },
};

export default messages;
