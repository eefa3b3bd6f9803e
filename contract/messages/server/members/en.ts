/**
 * The messages of the company's members and of one's own password (docs/roles.md). Spread
 * into the server catalogue of each language (`../<lang>.ts`); English is the reference key set.
 */
const membersEn = {
  'not_found.member': 'Member not found in this company',
  'members.last_owner': '%{name} is the last owner of the company: make another member owner first',
  'members.already_member': '%{email} already works for this company',
  'members.self_remove': 'You cannot remove yourself: ask another owner',
  'password.changed': 'Password changed',
  'password.wrong_current': 'The current password is not right',
} as const;

export type MembersKey = keyof typeof membersEn;

export default membersEn;
