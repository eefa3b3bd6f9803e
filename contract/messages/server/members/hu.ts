import type { MembersKey } from './en';

const membersHu: Record<MembersKey, string> = {
  'not_found.member': 'A felhasználó nem található ebben a cégben',
  'members.last_owner':
    '%{name} a cég utolsó tulajdonosa: előbb nevezzen ki egy másik felhasználót tulajdonossá',
  'members.already_member': '%{email} már ennek a cégnek dolgozik',
  'members.self_remove': 'Saját magát nem távolíthatja el: kérjen meg egy másik tulajdonost',
  'password.changed': 'A jelszó megváltozott',
  'password.wrong_current': 'A jelenlegi jelszó nem helyes',
};

export default membersHu;
