import { announceAccessRefused } from './accessChanges';
import { fetchUtils, HttpError } from 'ra-core';
import { NO_ACTIVE_COMPANY } from '../../contract/constants';
import { IDEMPOTENCY_HEADER } from '../../contract/idempotency';
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
 * The one way the SPA talks to the API (spec section 8), on react-admin's `fetchUtils.fetchJson`:
 * bearer token, cookies, Accept-Language, the company the screen shows (`X-Company-Id`), and the
 * app-wide reactions to 401, to a missing active company and to a company changed meanwhile
 * (409 `company_changed`). Binary answers (PDFs, labels, XML) are read as blobs with `fetch`,
 * since `fetchJson` reads every answer as text. Failures reject with react-admin's
 * `HttpError(message, status, body)`, so forms show the server's per-field `body.errors`.
 * A write is sent once: while a request with the same method, path and body runs, the same
 * call again (a double click, Enter twice) takes its answer instead of sending another, and
 * each write carries an `Idempotency-Key`, so the API runs it once even if it arrives twice.
 */
export const API_URL: string = import.meta.env.VITE_API_URL || '/api';
export const DEFAULT_LOCALE = 'it';
export const REDIRECT_DELAY_MS = 100;
export const NETWORK_ERROR_KEY = 'app.errors.network';
export const NETWORK_ERROR_TEXT = 'Something went wrong please try again';

export interface HttpOptions extends Omit<RequestInit, 'body'> {
  /** A plain value is sent as JSON, FormData as it is (the browser sets its boundary). */
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
  navigate: (to: string) => void;
  currentPath: () => string;
  redirectDelay: number;
  /** The company this tab shows (the session state the app bar shows), sent as X-Company-Id. */
  companyId: () => number | null;
  /** A request was refused: the session's active company is now `companyId`. */
  onCompanyChanged: (companyId: number) => void;
  /** A request was refused for the user's role (403): the role may have changed. */
  onForbidden: () => void;
}

let screenCompany: () => number | null = () => null;

/** Where the default client reads the tab's company: set once by the session module. */
export function setCompanySource(read: () => number | null): void {
  screenCompany = read;
}

const defaultDeps: HttpClientDeps = {
  baseUrl: API_URL,
  navigate: navigateTo,
  currentPath,
  redirectDelay: REDIRECT_DELAY_MS,
  companyId: () => screenCompany(),
  onCompanyChanged: (companyId) => announceCompanyChange({ companyId, source: 'request' }),
  onForbidden: announceAccessRefused,
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

  /** The app-wide reaction to a failed answer, and the error the caller gets. */
  const failed = (error: HttpError) => {
    const body = errorBody(error);
    const here = deps.currentPath();
    if (error.status === 401) {
      removeToken();
      if (!isPath(here, LOGIN_PATH)) redirectSoon(loginPath(here));
    } else if (error.status === 400 && body.message === NO_ACTIVE_COMPANY) {
      if (!isPath(here, SELECT_COMPANY_PATH)) redirectSoon(selectCompanyPath(here));
    } else if (error.status === 409 && isCompanyChanged(body)) {
      deps.onCompanyChanged(body.company_id);
    } else if (error.status === 403) {
      deps.onForbidden();
    }
    return new HttpError(body.message, error.status, body);
  };

  /** The writes under way, by `writeSignature`: a second identical one takes the first's answer. */
  const writing = new Map<string, Promise<HttpResponse<unknown>>>();

  async function send<T>(path: string, options: HttpOptions): Promise<HttpResponse<T>> {
    const { body, responseType = 'json', headers, ...init } = options;
    const url = resolveUrl(deps.baseUrl + path);
    const request: RequestInit = {
      ...init,
      headers: buildHeaders(headers, body, deps.companyId(), isWrite(init.method)),
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
      credentials: 'include',
    };
    try {
      if (responseType === 'blob') return (await fetchBlob(url, request)) as HttpResponse<T>;
      const response = await fetchUtils.fetchJson(url, request);
      // An empty answer is null; one that is not JSON, its text.
      const payload = response.json !== undefined ? response.json : response.body || null;
      return { status: response.status, headers: response.headers, body: payload as T };
    } catch (error) {
      if (error instanceof HttpError) throw failed(error);
      if (isAbort(error)) throw error;
      const message = translate(NETWORK_ERROR_KEY, { _: NETWORK_ERROR_TEXT });
      throw new HttpError(message, 0, { message });
    }
  }

  return function httpClient<T>(path: string, options: HttpOptions = {}) {
    if (!isWrite(options.method)) return send<T>(path, options);
    const signature = writeSignature(path, options);
    const running = writing.get(signature);
    if (running) return running as Promise<HttpResponse<T>>;
    const answer = send<T>(path, options).finally(() => writing.delete(signature));
    writing.set(signature, answer);
    return answer;
  };
}

export const httpClient: HttpClient = createHttpClient();

export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
  /** Set when the answer was not the API's JSON (a proxy's page, an empty body). */
  notFromApi?: boolean;
}

/** Absolute URL: relative API bases (`/api`) resolve against the page's address. */
function resolveUrl(url: string): string {
  return typeof window === 'undefined' ? url : new URL(url, window.location.href).toString();
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const isWrite = (method: string | undefined) => WRITES.has((method ?? 'GET').toUpperCase());

/** What makes two writes the same: method, path and body (a picked file by name, size, date). */
function writeSignature(path: string, { method, body, responseType }: HttpOptions): string {
  const fields =
    body instanceof FormData
      ? [...body.entries()].map(([name, value]) =>
          typeof value === 'string'
            ? [name, value]
            : [name, `file:${value.name}:${value.size}:${value.lastModified}`],
        )
      : body;
  return JSON.stringify([method?.toUpperCase(), path, responseType, fields ?? null]);
}

/** A random key; `crypto.randomUUID` exists only on https and localhost pages. */
function idempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function buildHeaders(
  extra: HeadersInit | undefined,
  body: unknown,
  companyId: number | null,
  write: boolean,
): Headers {
  const headers = new Headers(extra);
  headers.set('Accept', 'application/json');
  headers.set('Accept-Language', getStoredLocale() || DEFAULT_LOCALE);
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (companyId !== null) headers.set(COMPANY_HEADER, String(companyId));
  if (write && !headers.has(IDEMPOTENCY_HEADER)) headers.set(IDEMPOTENCY_HEADER, idempotencyKey());
  // fetchJson adds it to a JSON body's POST and PUT; a JSON DELETE body needs it too.
  if (body !== undefined && !(body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  return headers;
}

/** A binary answer; a failure is read as fetchJson reads one. */
async function fetchBlob(url: string, request: RequestInit): Promise<HttpResponse<Blob>> {
  const response = await fetch(url, request);
  if (response.ok) {
    return { status: response.status, headers: response.headers, body: await response.blob() };
  }
  const text = await response.text().catch(() => '');
  const json = parseJson(text);
  throw new HttpError(
    (json as { message?: string } | undefined)?.message || response.statusText,
    response.status,
    json,
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The API's `{message, errors}`, or a message of the status for an answer that is not it. */
function errorBody(error: HttpError): ErrorBody & Record<string, unknown> {
  const body: unknown = error.body;
  return body && typeof body === 'object' && typeof (body as ErrorBody).message === 'string'
    ? (body as ErrorBody & Record<string, unknown>)
    : { message: error.message || `HTTP ${error.status}`, notFromApi: true };
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
