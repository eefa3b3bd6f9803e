import { msg, type FieldMessage, type Message, type NameKey } from '../../contract/messages';

export type FieldErrors = Record<string, FieldMessage>;

/**
 * An error with an HTTP status, answered as `{message, errors?}` by the errors plugin, which
 * translates `reason` (a catalogue key with its parameters, never a sentence) and the field
 * messages into the caller's Accept-Language.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly reason: Message,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(reason.key);
  }
}

type NotFoundKind = Extract<Message, { params?: undefined }>['key'] & `not_found.${string}`;

export const notFound = (kind: NotFoundKind) => new HttpError(404, { key: kind } as Message);
export const conflict = (reason: Message, errors?: FieldErrors) =>
  new HttpError(409, reason, errors);
/** The 400 of input the schema let through but the service refused, on the fields named. */
export const invalidInput = (errors: FieldErrors) =>
  new HttpError(400, msg('invalid_input'), errors);

/** The 409 of a save over a newer version: says what, both versions, and what to do. */
export const staleVersion = (
  what: Extract<NameKey, `record.${string}`>,
  current: number,
  edited: number,
) => conflict(msg('stale_version', { what: msg(what), current, edited }));

export { msg, type FieldMessage, type Message };
