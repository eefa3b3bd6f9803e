import type { MembersKey } from './en';

const membersDe: Record<MembersKey, string> = {
  'not_found.member': 'Benutzer in diesem Unternehmen nicht gefunden',
  'members.last_owner':
    '%{name} ist der letzte Inhaber des Unternehmens: ernennen Sie zuerst einen anderen Benutzer zum Inhaber',
  'members.already_member': '%{email} arbeitet bereits für dieses Unternehmen',
  'members.self_remove': 'Sie können sich nicht selbst entfernen: fragen Sie einen anderen Inhaber',
  'password.changed': 'Passwort geändert',
  'password.wrong_current': 'Das aktuelle Passwort ist nicht richtig',
};

export default membersDe;
