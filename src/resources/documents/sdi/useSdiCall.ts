import { useState } from 'react';
import { useNotify } from 'react-admin';

/**
 * An SDI call from a button or dialog: `pending` while it runs (to disable the controls), and
 * a failure shown with the server's message (already in the user's language). `call` answers
 * whether it succeeded, so the caller closes its dialog or refreshes only then.
 */
export function useSdiCall() {
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const call = async (work: () => Promise<void>): Promise<boolean> => {
    setPending(true);
    try {
      await work();
      return true;
    } catch (error) {
      notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
      return false;
    } finally {
      setPending(false);
    }
  };
  return { pending, call };
}
