import { HttpError } from 'ra-core';
import { NO_ACTIVE_COMPANY } from '../../contract/constants';
import { COMPANY_HEADER, isCompanyChanged } from '../../contract/tenancy';
import {
  LOGIN_PATH,
  SELECT_COMPANY_PATH,
  isPath,
  loginPath,
  selectCompanyPath,
} from '../lib/routing/redirectParam';
import { announceCompanyChange } from './companyChanges';
import { currentPath, navigateTo } from './navigator';
import { getStoredLocale, getToken, removeToken } from './storage';
import { translate } from './translate';

/**
 * The one way the SPA talks to the API (spec section 8): bearer token, cookies,
 * Accept-Language, the company the screen shows (`X-Company-Id`), and the app-wide reactions
 * to 401, to a missing active company and to a company changed meanwhile (409 `company_changed`).
 * Failures reject with react-admin's `HttpError(message, status, body)`, so forms show the
 * server's per-field `body.errors`.
 */
export const API_URL: string = import.meta.env.VITE_API_URL || '/api';
export const DEFAULT_LOCALE = 'it';
export const REDIRECT_DELAY_MS = 100;
export const NETWORK_ERROR_KEY = 'app.errors.network';
export const NETWORK_ERROR_TEXT = 'Something went wrong please try again';

export interface HttpOptions extends Omit<RequestInit, 'body'> {
  /** A plain value is sent as JSON; FormData, Blob, URLSearchParams and strings as they are. */
  body?: unknown;
  /** `blob` for binary answers (PDFs, labels). */
  responseType?: 'json' | 'blob';
}

export interface HttpResponse<T> {
  status: number;
  headers: Headers;
  body: T;
}

export type HttpClient = <T = unknown>(
  path: string,
  options?: HttpOptions,
) => Promise<HttpResponse<T>>;

export interface HttpClientDeps {
  baseUrl: string;
  /** Looked up on every call, so test doubles (msw) installed later are used. */
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  navigate: (to: string) => void;
  currentPath: () => string;
  redirectDelay: number;
  /** The company this tab shows (the session state the app bar shows), sent as X-Company-Id. */
  companyId: () => number | null;
  /** A request was refused: the session's active company is now `companyId`. */
  onCompanyChanged: (companyId: number) => void;
}

let screenCompany: () => number | null = () => null;

/** Where the default client reads the tab's company: set once by the session module. */
export function setCompanySource(read: () => number | null): void {
  screenCompany = read;
}

const defaultDeps: HttpClientDeps = {
  baseUrl: API_URL,
  fetch: (input, init) => globalThis.fetch(input, init),
  navigate: navigateTo,
  currentPath,
  redirectDelay: REDIRECT_DELAY_MS,
  companyId: () => screenCompany(),
  onCompanyChanged: (companyId) => announceCompanyChange({ companyId, source: 'request' }),
};

export function createHttpClient(overrides: Partial<HttpClientDeps> = {}): HttpClient {
  const deps = { ...defaultDeps, ...overrides };
  let redirectPending = false;

  /** Schedules one redirect at a time; the target is computed now, not when it fires. */
  const redirectSoon = (to: string) => {
    if (redirectPending) return;
    redirectPending = true;
    setTimeout(() => {
      redirectPending = false;
      deps.navigate(to);
    }, deps.redirectDelay);
  };

  return async function httpClient<T>(path: string, options: HttpOptions = {}) {
    const { body, responseType = 'json', headers: extraHeaders, ...init } = options;
    const headers = buildHeaders(extraHeaders, body, deps.companyId());
    let response: Response;
    try {
      response = await deps.fetch(resolveUrl(deps.baseUrl + path), {
        ...init,
        headers,
        body: encodeBody(body),
        credentials: 'include',
      });
    } catch (error) {
      if (isAbort(error)) throw error;
      const message = translate(NETWORK_ERROR_KEY, { _: NETWORK_ERROR_TEXT });
      throw new HttpError(message, 0, { message });
    }

    if (response.ok) {
      const payload = responseType === 'blob' ? await response.blob() : await readJson(response);
      return { status: response.status, headers: response.headers, body: payload as T };
    }

    const errorBody = await readErrorBody(response);
    const here = deps.currentPath();
    if (response.status === 401) {
      removeToken();
      if (!isPath(here, LOGIN_PATH)) redirectSoon(loginPath(here));
    } else if (response.status === 400 && errorBody.message === NO_ACTIVE_COMPANY) {
      if (!isPath(here, SELECT_COMPANY_PATH)) redirectSoon(selectCompanyPath(here));
    } else if (response.status === 409 && isCompanyChanged(errorBody)) {
      deps.onCompanyChanged(errorBody.company_id);
    }
    throw new HttpError(errorBody.message, response.status, errorBody);
  };
}

export const httpClient: HttpClient = createHttpClient();

export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
  /** Set when the answer was not the API's JSON (a proxy's page, an empty body). */
  notFromApi?: boolean;
  /** Seconds from the Retry-After header of a 429. */
  retryAfter?: number;
}

/** Absolute URL: relative API bases (`/api`) resolve against the page's address. */
function resolveUrl(url: string): string {
  return typeof window === 'undefined' ? url : new URL(url, window.location.href).toString();
}

function buildHeaders(
  extra: HeadersInit | undefined,
  body: unknown,
  companyId: number | null,
): Headers {
  const headers = new Headers(extra);
  headers.set('Accept', 'application/json');
  headers.set('Accept-Language', getStoredLocale() || DEFAULT_LOCALE);
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (companyId !== null) headers.set(COMPANY_HEADER, String(companyId));
  if (body !== undefined && isJsonBody(body)) headers.set('Content-Type', 'application/json');
  return headers;
}

function isJsonBody(body: unknown): boolean {
  return !(
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams
  );
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return isJsonBody(body) ? JSON.stringify(body) : (body as BodyInit);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function readErrorBody(response: Response): Promise<ErrorBody> {
  const payload = await readJson(response).catch(() => null);
  const body: ErrorBody =
    payload && typeof payload === 'object' && typeof (payload as ErrorBody).message === 'string'
      ? (payload as ErrorBody)
      : { message: response.statusText || `HTTP ${response.status}`, notFromApi: true };
  const retryAfter = Number(response.headers.get('Retry-After'));
  if (response.status === 429 && retryAfter > 0) body.retryAfter = retryAfter;
  return body;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
