import { useRef } from 'react';
import { fieldsIn, shownFieldErrors } from '../serverErrors';
import { useNotifyError } from '../useNotifyError';

/**
 * A row form's submission: `submit(work)` runs the save; a refusal shows as a toast with the
 * reasons of fields the form has no input for, and answers the field errors of the inputs in
 * `inputsRef`, which react-admin's `<Form>` puts under them (its `onSubmit` returns them).
 */
export function useRowRefusals() {
  const notifyError = useNotifyError();
  const inputsRef = useRef<HTMLDivElement>(null);
  const submit = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      const shown = fieldsIn(inputsRef.current);
      notifyError(error, { shown });
      return shownFieldErrors(error, shown);
    }
  };
  return { inputsRef, submit, notifyError };
}
