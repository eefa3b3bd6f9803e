import { useState } from 'react';
import { useNotifyError } from '../../../lib/useNotifyError';

/**
 * An SDI call from a button or dialog: `pending` while it runs (to disable the controls), and
 * a failure shown with the server's message (already in the user's language). `call` answers
 * whether it succeeded, so the caller closes its dialog or refreshes only then.
 */
export function useSdiCall() {
  const notifyError = useNotifyError();
  const [pending, setPending] = useState(false);
  const call = async (work: () => Promise<void>): Promise<boolean> => {
    setPending(true);
    try {
      await work();
      return true;
    } catch (error) {
      notifyError(error);
      return false;
    } finally {
      setPending(false);
    }
  };
  return { pending, call };
}
