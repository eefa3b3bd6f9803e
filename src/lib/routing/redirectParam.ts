/**
 * The redirect-after-login query parameter (`/login?redirect=/registry/general`) and the
 * paths built around it. Pure: no router, no window.
 */
export const REDIRECT_PARAM = 'redirect';
export const HOME_PATH = '/';
export const LOGIN_PATH = '/login';
export const SELECT_COMPANY_PATH = '/select-company';

/** Only same-site paths are followed: `/x` yes; `//evil.com`, `https://...`, `/\evil` no. */
export function isSafeRedirect(value: string | null | undefined): value is string {
  if (!value || !value.startsWith('/')) return false;
  if (value.startsWith('//') || value.startsWith('/\\')) return false;
  return !isPath(value, LOGIN_PATH) && !isPath(value, SELECT_COMPANY_PATH);
}

/** The path to go to after login or company choice, `fallback` when missing or unsafe. */
export function safeRedirect(value: string | null | undefined, fallback = HOME_PATH): string {
  return isSafeRedirect(value) ? value : fallback;
}

/** `/login?redirect=<from>`; plain `/login` when there is no safe path to go back to. */
export const loginPath = (from?: string | null): string => withRedirect(LOGIN_PATH, from);

/** `/select-company?redirect=<from>`. */
export const selectCompanyPath = (from?: string | null): string =>
  withRedirect(SELECT_COMPANY_PATH, from);

/** Reads the redirect parameter of a query string (`?redirect=...`). */
export function redirectFromSearch(search: string): string | null {
  return new URLSearchParams(search).get(REDIRECT_PARAM);
}

function withRedirect(base: string, from?: string | null): string {
  if (!isSafeRedirect(from)) return base;
  return `${base}?${REDIRECT_PARAM}=${encodeURIComponent(from)}`;
}

/** True when `value` is the page `path` itself, with a query or below it. */
export function isPath(value: string, path: string): boolean {
  return value === path || value.startsWith(`${path}?`) || value.startsWith(`${path}/`);
}
