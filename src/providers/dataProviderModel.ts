import { HttpError, type GetListParams } from 'ra-core';
import { NO_ACTIVE_COMPANY } from '../../contract/constants';
import type { ErrorBody, HttpOptions } from './httpClient';
import { translate } from './translate';

/**
 * Pure pieces of the dataProvider: react-admin list params -> the wire's query string,
 * and HTTP failures -> errors whose message the user can read.
 */
export function listQueryString(params: Partial<GetListParams>): string {
  const query = new URLSearchParams();
  if (params.pagination) {
    query.set('page', String(params.pagination.page));
    query.set('perPage', String(params.pagination.perPage));
  }
  if (params.sort?.field) {
    query.set('sort', params.sort.field);
    query.set('order', params.sort.order === 'DESC' ? 'DESC' : 'ASC');
  }
  for (const [key, value] of Object.entries(params.filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    query.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return query.toString();
}

export type DataAction = 'read' | 'create' | 'update' | 'delete';

/**
 * The dataProvider's call, which the resources' named methods are built on (their
 * declarations' `api.methods`): runs a request and maps its failure for `action`.
 */
export type ProviderCall = <T>(
  action: DataAction,
  path: string,
  options?: HttpOptions,
) => Promise<T>;

/**
 * The API's messages arrive in the user's language (it translates them for Accept-Language)
 * and say the most (which record, which version, which field): they are kept. Only an answer
 * that is not the API's own (a proxy's 413, a bare status) and the missing company, which the
 * API sends verbatim, get a message of the SPA's. The body is kept either way.
 */
export function mapHttpError(error: unknown, action: DataAction): unknown {
  if (!(error instanceof HttpError)) return error;
  const message = translatedMessage(error, action);
  return message === null ? error : new HttpError(message, error.status, error.body);
}

function translatedMessage(error: HttpError, action: DataAction): string | null {
  const body = error.body as ErrorBody | undefined;
  if (error.status === 400 && body?.message === NO_ACTIVE_COMPANY) {
    return translate('app.errors.no_company', { _: NO_ACTIVE_COMPANY });
  }
  if (body?.message && !body.notFromApi) return null;
  switch (error.status) {
    case 409:
      return action === 'update'
        ? translate('app.errors.conflict_stale', { _: 'The record was changed by another user' })
        : translate('app.errors.conflict', { _: 'Conflict' });
    case 413:
      return translate('app.errors.too_large', { _: 'Too large' });
    case 415:
      return translate('app.errors.unsupported_type', { _: 'Unsupported file type' });
    case 429:
      return translate('app.errors.too_many_requests', { _: 'Too many requests' });
    default:
      return null;
  }
}

/** A file picked in a react-admin FileInput/ImageInput: `{rawFile, src, title}`. */
const pickedFile = (value: unknown): File | null =>
  value && typeof value === 'object' && (value as { rawFile?: unknown }).rawFile instanceof File
    ? (value as { rawFile: File }).rawFile
    : null;

/** Whether a record holds a file to upload (a File, or a file input's picked file). */
export const hasFile = (fields: object) =>
  Object.values(fields).some((value) => value instanceof File || pickedFile(value) !== null);

/**
 * Fields -> multipart form data (the price-list, customer-article and article-image calls):
 * empty values (null, undefined) and nested records or lists are left out, files sent as
 * files, the rest as text; `method` adds the `_method` override the API reads on a POST.
 */
export function toFormData(fields: object, method?: 'PUT'): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    const file = value instanceof File ? value : pickedFile(value);
    if (file) form.append(key, file, file.name);
    else if (typeof value !== 'object') form.append(key, String(value));
  }
  if (method) form.append('_method', method);
  return form;
}

/**
 * A form-data call answering `{item}` (price lists, customers' article codes): POST, with the
 * `_method=PUT` override for an update, or DELETE.
 */
export async function formCall<T>(
  call: ProviderCall,
  action: Exclude<DataAction, 'read'>,
  path: string,
  fields: object = {},
): Promise<T> {
  const options =
    action === 'delete'
      ? { method: 'DELETE' }
      : { method: 'POST', body: toFormData(fields, action === 'update' ? 'PUT' : undefined) };
  return (await call<{ item: T }>(action, path, options)).item;
}
