import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { isValid } from 'date-fns';
import { UiDateLocalization, usePickerInput, type DateInputProps } from './DateInput';

// Apart from DateInput.tsx: the lists' date filters need not load the time picker.

/** The wire's ISO 8601 instant as a picker's date; null when empty or not a date. */
export function fromWireInstant(value: unknown): Date | null {
  const date = typeof value === 'string' && value ? new Date(value) : null;
  return date && isValid(date) ? date : null;
}

/**
 * A date and time in the UI language's format ("21/11/2026 08:30"), read and written in the
 * browser's time zone; the value is the wire's ISO 8601 instant (or null).
 */
export function DateTimeInput(props: DateInputProps) {
  const picker = usePickerInput(props, fromWireInstant, (date) => date.toISOString());
  return (
    <UiDateLocalization>
      <DateTimePicker {...picker} ampm={false} />
    </UiDateLocalization>
  );
}
