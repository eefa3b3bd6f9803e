import { useNotify, type HttpError } from 'react-admin';

/**
 * `mutationOptions.onError` for pessimistic forms: field errors from the server show on
 * the fields (react-admin does that); anything else becomes a toast. A conflict (409:
 * someone else saved first) stays until closed, so it cannot be missed.
 */
export function useSaveErrorNotifier() {
  const notify = useNotify();
  return (error: unknown) => {
    const failure = error as Partial<HttpError> | undefined;
    const fieldErrors = failure?.body?.errors;
    if (fieldErrors && Object.keys(fieldErrors).length > 0) return;
    notify(failure?.message || 'ra.notification.http_error', {
      type: 'error',
      autoHideDuration: failure?.status === 409 ? null : undefined,
    });
  };
}
