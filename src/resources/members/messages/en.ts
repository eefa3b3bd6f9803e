import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The members' texts (`resources.members.*`), en. */
const messages: ResourceSection = {
  name: 'User |||| Users',
  menu: 'Users and roles',
  fields: {
    id: 'ID',
    name: 'Name',
    email: 'E-mail',
    role: 'Role',
    status: 'Status',
  },
  you: 'you',
  add: 'Add user',
  initial_password: 'Initial password',
  password_once: 'Hand %{name} this initial password: it will not be shown again.',
  password_hint: 'At the first sign-in the user must choose a new one.',
  existing_user: '%{name} already had an account: they sign in with their own password.',
  message: {
    delete_title: 'Remove %{recordRepresentation} from the company?',
    delete_content:
      'They lose access to the company at once; their account and what they did stay.',
  },
  notifications: {
    deleted: 'User removed from the company',
    added: '%{name} added to the company',
    role_changed: '%{name} is now %{role}',
  },
};

export default messages;
