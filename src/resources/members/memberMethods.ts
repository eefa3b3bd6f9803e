import type { Member, MemberInput } from '../../../contract/members';
import type { ProviderCall } from '../../providers/dataProviderModel';

/** The members' calls beyond react-admin's (docs/roles.md), part of `AppDataProvider`. */
export interface MemberMethods {
  /**
   * `POST /members`: adds a member; a new user comes with the initial password, answered this
   * once (null for a user who already had an account).
   */
  addMember(input: MemberInput): Promise<{ item: Member; initial_password: string | null }>;
  /** `PUT /user/password`: one's own password. */
  changePassword(body: { current_password: string; new_password: string }): Promise<void>;
}

export function memberMethods(call: ProviderCall): MemberMethods {
  return {
    addMember: (input) => call('create', '/members', { method: 'POST', body: input }),
    changePassword: async (body) => {
      await call('update', '/user/password', { method: 'PUT', body });
    },
  };
}
