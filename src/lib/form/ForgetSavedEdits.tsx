import { useEffect } from 'react';
import { useRecordContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';

const same = (a: unknown, b: unknown) =>
  (a ?? null) === (b ?? null) || JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * For forms that keep unsaved edits when their record changes underneath
 * (`resetOptions.keepDirtyValues`: a document's header while its rows refresh it): a field
 * whose value the new record now holds is saved, so it stops counting as an unsaved change.
 * Without it the header's fields stayed "dirty" after their save, and leaving the page asked
 * to confirm losing changes that were not lost.
 */
export const ForgetSavedEdits = () => {
  const record = useRecordContext();
  const { formState, getValues, resetField } = useFormContext();
  const { dirtyFields } = formState;
  useEffect(() => {
    if (!record) return;
    for (const name of Object.keys(dirtyFields)) {
      if (name in record && same(getValues(name), record[name])) {
        resetField(name, { defaultValue: record[name] });
      }
    }
  }, [record, dirtyFields, getValues, resetField]);
  return null;
};
