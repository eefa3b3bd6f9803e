import type { HttpError } from 'react-admin';
import { INVALID_INPUT } from '../../contract/common';

/** The API's `errors` of a refusal: messages by field path (`price`, `rows.4.quantity`). */
export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(error: unknown): FieldErrors {
  const errors: unknown = (error as Partial<HttpError> | undefined)?.body?.errors;
  return errors && typeof errors === 'object' ? (errors as FieldErrors) : {};
}

/** Whether the screen shows an input for a field path. */
export type FieldShown = (field: string) => boolean;
export const noFieldShown: FieldShown = () => false;

/** The inputs of `container`: react-admin's inputs carry their source as `name`. */
export const fieldsIn =
  (container: HTMLElement | null): FieldShown =>
  (field) =>
    container?.querySelector(`[name="${CSS.escape(field)}"]`) != null;

/** The refusal's field messages for the fields `shown`: what a form puts under its inputs. */
export function shownFieldErrors(error: unknown, shown: FieldShown): FieldErrors | undefined {
  const errors = Object.entries(fieldErrorsOf(error)).filter(([field]) => shown(field));
  return errors.length > 0 ? Object.fromEntries(errors) : undefined;
}

/**
 * What a toast says of a refusal: the server's message and, one per line under it, what it
 * said of fields the screen does not show (a carrier required on a list confirmed from its
 * toolbar), so that no reason is lost behind "check the highlighted fields" (a 400 whose
 * fields are all off screen says only their reasons, when its message is the generic one).
 * `fallback` is the text of an error that carries no message.
 */
export function reasonOf(error: unknown, fallback: string, shown: FieldShown = noFieldShown) {
  const message = (error as Error | undefined)?.message || fallback;
  const fields = Object.entries(fieldErrorsOf(error));
  const hidden = fields.filter(([field]) => !shown(field)).map(([, text]) => text);
  // "Check the highlighted fields" is wrong when none is highlighted: their reasons say it.
  const noneShown = hidden.length > 0 && hidden.length === fields.length;
  const generic = (error as Partial<HttpError> | undefined)?.body?.code === INVALID_INPUT;
  const lead = noneShown && generic ? [] : [message];
  return [...new Set([...lead, ...hidden])].join('\n');
}

/**
 * Brings the first field marked invalid into view and focuses it, once the form has shown the
 * refusal's errors: a field error scrolled out of sight is as good as none.
 */
export function revealFirstInvalid(root: ParentNode = document, frames = 30) {
  requestAnimationFrame(() => {
    const field = root.querySelector<HTMLElement>('[aria-invalid="true"]');
    // The form marks its fields once the refused save has settled: a few frames at most.
    if (!field) return frames > 1 && revealFirstInvalid(root, frames - 1);
    field.scrollIntoView({ block: 'center' });
    field.focus({ preventScroll: true });
  });
}
