import { jwtDecode } from 'jwt-decode';
import type { Company, User } from '../../contract/session';
import type { Role } from '../../contract/roles';
import { safeRedirect, selectCompanyPath } from '../lib/routing/redirectParam';

/**
 * The pure rules of the session (spec sections 4 and 5): when a token is usable, when a
 * login answer is acceptable, and where the user goes after signing in.
 */
export const INVALID_RESPONSE_MESSAGE = 'Response is not vallid'; // sic: the spec's spelling

/** A token is valid when it is a string whose JWT `exp` lies after `now`. */
export function isTokenValid(token: unknown, now: number = Date.now()): token is string {
  if (typeof token !== 'string' || token === '') return false;
  try {
    const { exp } = jwtDecode<{ exp?: number }>(token);
    return typeof exp === 'number' && exp * 1000 > now;
  } catch {
    return false;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => Number.isFinite(value);
const isCompany = (company: unknown) =>
  isRecord(company) &&
  isNumber(company.id) &&
  typeof company.name === 'string' &&
  (company.vat_number === null || typeof company.vat_number === 'string') &&
  (company.city === null || typeof company.city === 'string');

/**
 * Does `user` have the shape of contract/session.ts `userSchema`? Checked by hand: zod (about
 * 27 kB gzip) is not needed before the first screen.
 */
export const isUsableUser = (user: unknown): user is User =>
  isRecord(user) &&
  isNumber(user.id) &&
  typeof user.email === 'string' &&
  typeof user.name === 'string' &&
  Array.isArray(user.companies) &&
  user.companies.every(isCompany) &&
  (user.company_id === null || isNumber(user.company_id));

export interface AcceptedLogin {
  token: string | null;
  user: User | null;
}

/**
 * A login answer is accepted when either its token or its user is usable;
 * otherwise `Response is not vallid` is raised.
 */
export function acceptLoginResponse(response: unknown, now: number = Date.now()): AcceptedLogin {
  const { authToken, user } = (response ?? {}) as { authToken?: unknown; user?: unknown };
  const token = isTokenValid(authToken, now) ? authToken : null;
  const usableUser = isUsableUser(user) ? user : null;
  if (!token && !usableUser) throw new Error(INVALID_RESPONSE_MESSAGE);
  return { token, user: usableUser };
}

/** A user's only company: there is nothing to choose, so it is selected without asking. */
export function soleCompany(companies: Company[]): Company | null {
  return companies.length === 1 ? companies[0] : null;
}

/** After login: the wanted path, through the company choice when none is active yet. */
export function afterLoginPath(user: User | null, redirect: string | null | undefined): string {
  const target = safeRedirect(redirect);
  return user && user.company_id === null ? selectCompanyPath(target) : target;
}

export interface AppIdentity {
  id: number;
  fullName: string;
  email: string;
  companies: User['companies'];
  companyId: number | null;
  companyName: string | null;
  /** The role in the active company (contract/roles.ts), null without one. */
  role: Role | null;
  /** Signed in with an initial password: the password page comes first. */
  mustChangePassword: boolean;
}

export function toIdentity(user: User): AppIdentity {
  const company = user.companies.find((c) => c.id === user.company_id) ?? null;
  return {
    id: user.id,
    fullName: user.name,
    email: user.email,
    companies: user.companies,
    companyId: company ? company.id : null,
    companyName: company ? company.name : null,
    role: company ? company.role : null,
    mustChangePassword: user.must_change_password === true,
  };
}

/**
 * Where to stay after switching company from the app bar: the same area, but never a
 * record of the previous company (`/registry/general/edit/7` -> `/registry/general`).
 */
export function pathAfterCompanySwitch(pathname: string): string {
  const trimmed = pathname.replace(/\/(edit|show|profile)\/[^/]+\/?$/, '').replace(/\/add\/?$/, '');
  return trimmed || '/';
}
