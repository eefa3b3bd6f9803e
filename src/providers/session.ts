import type { HttpError } from 'ra-core';
import type { LoginBody, User } from '../../contract/session';
import { httpClient, setCompanySource, type HttpClient } from './httpClient';
import {
  acceptLoginResponse,
  INVALID_RESPONSE_MESSAGE,
  isTokenValid,
  soleCompany,
} from './sessionModel';
import { getToken, removeToken, setToken, shareActiveCompany } from './storage';
import { translate } from './translate';

/**
 * The session of spec section 4: `isAuthenticated, isLoading, isInitialized, errorMessage,
 * user`. The authProvider is the only reader inside React; main.tsx initialises it before
 * the first render (the loading screen shows meanwhile).
 */
export interface SessionState {
  isAuthenticated: boolean;
  isLoading: boolean;
  isInitialized: boolean;
  errorMessage: string | null;
  user: User | null;
}

const initialState: SessionState = {
  isAuthenticated: false,
  isLoading: false,
  isInitialized: false,
  errorMessage: null,
  user: null,
};

let state: SessionState = initialState;

const update = (patch: Partial<SessionState>) => {
  state = { ...state, ...patch };
};

export const getSession = (): SessionState => state;

// Every request says which company this tab shows: the one of the user kept here.
setCompanySource(() => state.user?.company_id ?? null);

/** Start-up: a valid stored token -> fetch the profile; otherwise, or on failure, signed out. */
export async function initialiseSession(client: HttpClient = httpClient): Promise<SessionState> {
  const token = getToken();
  if (!isTokenValid(token)) {
    if (token !== null) removeToken();
    update({ ...initialState, isInitialized: true });
    return state;
  }
  update({ isLoading: true });
  try {
    const { body } = await client<{ user: User }>('/user/profile');
    const user = await withSoleCompany(body.user, client);
    update({ isAuthenticated: true, isLoading: false, isInitialized: true, user });
  } catch {
    update({ ...initialState, isInitialized: true });
  }
  return state;
}

export async function login(
  credentials: LoginBody,
  client: HttpClient = httpClient,
): Promise<User | null> {
  update({ isLoading: true, errorMessage: null });
  try {
    const { body } = await client('/login', { method: 'POST', body: credentials });
    const accepted = acceptLoginResponse(body);
    if (accepted.token) setToken(accepted.token);
    let user = accepted.user;
    if (!user) user = (await client<{ user: User }>('/user/profile')).body.user;
    user = await withSoleCompany(user, client);
    update({ isAuthenticated: true, isLoading: false, user, errorMessage: null });
    return user;
  } catch (error) {
    const errorMessage = loginErrorMessage(error);
    update({ isLoading: false, errorMessage });
    throw new Error(errorMessage);
  }
}

/** Forgets the session here at once, then revokes it on the server when there is a token. */
export async function logout(client: HttpClient = httpClient): Promise<void> {
  const token = getToken();
  clearSession();
  if (!token) return;
  try {
    await client('/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  } catch {
    // Already signed out on the server (expired or revoked): nothing left to do.
  }
}

export function clearSession(): void {
  removeToken();
  update({ ...initialState, isInitialized: true });
}

export function setActiveCompany(companyId: number): void {
  if (state.user) update({ user: { ...state.user, company_id: companyId } });
}

/** Re-reads the profile: the session's active company (and the user's companies) as they are now. */
export async function refreshProfile(client: HttpClient = httpClient): Promise<User> {
  const { body } = await client<{ user: User }>('/user/profile');
  update({ user: body.user });
  return body.user;
}

/**
 * A user with exactly one company and none active gets it selected: there is nothing to
 * choose. If that fails, the company choice page stays the way in.
 */
async function withSoleCompany(user: User, client: HttpClient): Promise<User> {
  const company = user.company_id === null ? soleCompany(user.companies) : null;
  if (!company) return user;
  try {
    await client('/user/select-company', { method: 'POST', body: { company_id: company.id } });
  } catch {
    return user;
  }
  shareActiveCompany(company.id);
  return { ...user, company_id: company.id };
}

/** True while signed in with a token (if any) that has not expired. */
export function isSessionValid(now: number = Date.now()): boolean {
  if (!state.isAuthenticated) return false;
  const token = getToken();
  return token === null || isTokenValid(token, now);
}

function loginErrorMessage(error: unknown): string {
  const status = (error as HttpError | undefined)?.status;
  if (status === 401)
    return translate('app.login.invalid_credentials', { _: 'Invalid e-mail or password' });
  // The API's own 429 names the wait in the user's language (below); a proxy's does not.
  if (status === 429 && (error as HttpError).body?.notFromApi) {
    return translate('app.login.too_many', { _: 'Too many attempts' });
  }
  // The spec's 'Response is not vallid' is what is raised; people read it in their language.
  if (error instanceof Error && error.message === INVALID_RESPONSE_MESSAGE) {
    return translate('app.login.invalid_response', { _: INVALID_RESPONSE_MESSAGE });
  }
  if (typeof status === 'number' && status >= 500) {
    return translate('ra.notification.http_error', { _: 'Server communication error' });
  }
  return error instanceof Error ? error.message : String(error);
}
