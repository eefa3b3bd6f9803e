import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The members' texts (`resources.members.*`), hu. */
const messages: ResourceSection = {
  name: 'Felhasználó |||| Felhasználók',
  menu: 'Felhasználók és szerepkörök',
  fields: {
    id: 'Azonosító',
    name: 'Név',
    email: 'E-mail',
    role: 'Szerepkör',
    status: 'Állapot',
  },
  you: 'Ön',
  add: 'Felhasználó hozzáadása',
  initial_password: 'Kezdő jelszó',
  password_once: 'Adja át %{name} részére ezt a kezdő jelszót: többé nem jelenik meg.',
  password_hint: 'Az első bejelentkezéskor a felhasználónak újat kell választania.',
  existing_user: '%{name} már rendelkezett fiókkal: a saját jelszavával jelentkezik be.',
  message: {
    delete_title: 'Eltávolítja %{recordRepresentation} felhasználót a cégből?',
    delete_content: 'Azonnal elveszíti a hozzáférést a céghez; a fiókja és amit tett, megmarad.',
  },
  notifications: {
    deleted: 'Felhasználó eltávolítva a cégből',
    added: '%{name} hozzáadva a céghez',
    role_changed: '%{name} mostantól: %{role}',
  },
};

export default messages;
