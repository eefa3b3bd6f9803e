import type { MembersKey } from './en';

const membersIt: Record<MembersKey, string> = {
  'not_found.member': 'Utente non trovato in questa azienda',
  'members.last_owner':
    '%{name} è l’ultimo titolare dell’azienda: nomina prima titolare un altro utente',
  'members.already_member': '%{email} lavora già per questa azienda',
  'members.self_remove': 'Non puoi rimuovere te stesso: chiedi a un altro titolare',
  'password.changed': 'Password cambiata',
  'password.wrong_current': 'La password attuale non è corretta',
};

export default membersIt;
