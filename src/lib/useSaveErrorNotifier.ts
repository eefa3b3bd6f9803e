import { fieldErrorsOf, fieldsIn, revealFirstInvalid } from './serverErrors';
import { useNotifyError } from './useNotifyError';

/**
 * `mutationOptions.onError` for pessimistic forms: field errors from the server show on
 * the fields (react-admin does that), the first of them brought into view; anything else
 * becomes a toast, with the reasons the server gave for fields the page has no input for. A
 * conflict (409: someone else saved first) stays until closed, so it cannot be missed.
 */
export function useSaveErrorNotifier() {
  const notifyError = useNotifyError();
  return (error: unknown) => {
    const fields = Object.keys(fieldErrorsOf(error));
    const shown = fieldsIn(document.body);
    if (fields.some(shown)) revealFirstInvalid();
    if (fields.length > 0 && fields.every(shown)) return;
    notifyError(error, { shown });
  };
}
