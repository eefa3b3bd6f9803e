import { useNotify, useTranslate, type HttpError } from 'react-admin';
import { noFieldShown, reasonOf, type FieldShown } from './serverErrors';

export interface NotifyErrorOptions {
  /** The fields whose errors the screen shows under their inputs. */
  shown?: FieldShown;
  /** Stays until closed (any conflict does). */
  persist?: boolean;
}

/**
 * A refusal as a toast (`reasonOf`: the server's reason, with what it said of fields the screen
 * does not show). A conflict (409) stays until closed, so it cannot be missed.
 */
export function useNotifyError() {
  const notify = useNotify();
  const translate = useTranslate();
  return (error: unknown, { shown = noFieldShown, persist = false }: NotifyErrorOptions = {}) => {
    const status = (error as Partial<HttpError> | undefined)?.status;
    notify(reasonOf(error, translate('ra.notification.http_error'), shown), {
      type: 'error',
      autoHideDuration: persist || status === 409 ? null : undefined,
    });
  };
}
