import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The members' texts (`resources.members.*`), fr. */
const messages: ResourceSection = {
  name: 'Utilisateur |||| Utilisateurs',
  menu: 'Utilisateurs et rôles',
  fields: {
    id: 'ID',
    name: 'Nom',
    email: 'E-mail',
    role: 'Rôle',
    status: 'État',
  },
  you: 'vous',
  add: 'Ajouter un utilisateur',
  initial_password: 'Mot de passe initial',
  password_once: 'Remettez ce mot de passe initial à %{name} : il ne sera plus affiché.',
  password_hint: 'À la première connexion, l’utilisateur devra en choisir un nouveau.',
  existing_user: '%{name} avait déjà un compte : il se connecte avec son propre mot de passe.',
  message: {
    delete_title: 'Retirer %{recordRepresentation} de l’entreprise ?',
    delete_content:
      'Il perd aussitôt l’accès à l’entreprise ; son compte et ce qu’il a fait restent.',
  },
  notifications: {
    deleted: 'Utilisateur retiré de l’entreprise',
    added: '%{name} ajouté à l’entreprise',
    role_changed: '%{name} est maintenant %{role}',
  },
};

export default messages;
