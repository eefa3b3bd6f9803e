import type { AuthProvider } from 'ra-core';
import { LOGIN_PATH, loginPath } from '../lib/routing/redirectParam';
import { currentPath } from './navigator';
import {
  clearSession,
  getSession,
  isSessionValid,
  login as sessionLogin,
  logout as sessionLogout,
} from './session';
import { afterLoginPath, toIdentity } from './sessionModel';
import { activeRole, canAccessAs, type AccessQuery } from './access';

export interface LoginParams {
  email: string;
  password: string;
  /** The wanted path carried by `/login?redirect=`. */
  redirect?: string | null;
}

/**
 * react-admin v5 authProvider over the session module. Signed-out visitors are sent to
 * `/login?redirect=<wanted path>`; after login the user goes there, through the company
 * choice when no company is active yet.
 */
export const authProvider: AuthProvider = {
  async login({ email, password, redirect }: LoginParams) {
    const user = await sessionLogin({ email, password });
    return { redirectTo: afterLoginPath(user, redirect) };
  },

  async logout() {
    await sessionLogout();
    return LOGIN_PATH;
  },

  async checkAuth() {
    if (isSessionValid()) return;
    if (getSession().isAuthenticated) clearSession();
    // message: false -> no "please log in" toast for a visitor who simply is not signed in
    throw { redirectTo: loginPath(currentPath()), message: false };
  },

  // Other failures (a missing active company included) are the httpClient's business:
  // it already redirects to /select-company.
  // A 401: the session is over here too, and the httpClient already sends the user to
  // /login?redirect=… after ~100 ms (spec section 8), so react-admin must not redirect at once.
  async checkError(error: { status?: number }) {
    if (error?.status !== 401) return;
    clearSession();
    throw { redirectTo: false, logoutUser: false, message: false };
  },

  /** What the user's role in the active company allows (providers/access.ts, docs/roles.md). */
  async canAccess(query: AccessQuery) {
    return canAccessAs(activeRole(getSession().user), query);
  },

  async getIdentity() {
    const { user } = getSession();
    if (!user) throw new Error('Not signed in');
    return toIdentity(user);
  },
};
