import type { MembersKey } from './en';

const membersFr: Record<MembersKey, string> = {
  'not_found.member': 'Utilisateur introuvable dans cette entreprise',
  'members.last_owner':
    '%{name} est le dernier titulaire de l’entreprise : nommez d’abord un autre utilisateur titulaire',
  'members.already_member': '%{email} travaille déjà pour cette entreprise',
  'members.self_remove':
    'Vous ne pouvez pas vous retirer vous-même : demandez à un autre titulaire',
  'password.changed': 'Mot de passe modifié',
  'password.wrong_current': 'Le mot de passe actuel n’est pas correct',
};

export default membersFr;
