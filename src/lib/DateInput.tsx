import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { format, isValid, parseISO } from 'date-fns';
import { de, enGB, fr, hu, it, type Locale } from 'date-fns/locale';
import {
  FieldTitle,
  InputHelperText,
  useInput,
  useLocaleState,
  type InputProps,
} from 'react-admin';

/** The UI languages' date formats: 21/11/2026 in Italian, 21.11.2026 in German... */
export const DATE_LOCALES: Record<string, Locale> = { it, en: enGB, de, fr, hu };

export type DateInputProps = InputProps & {
  label?: string;
  helperText?: string;
  alwaysOn?: boolean;
  fullWidth?: boolean;
};

/**
 * A date input in the format of the UI language, whatever the browser's own language: the
 * browser's native date input would show 11/22/2026 in an English browser in an Italian
 * office. The value stays the wire's `YYYY-MM-DD` string (or null), like react-admin's own.
 */
export function DateInput({ label, helperText, fullWidth, ...props }: DateInputProps) {
  const { field, fieldState, isRequired } = useInput({ ...props, defaultValue: null });
  const [locale] = useLocaleState();
  const parsed = typeof field.value === 'string' && field.value ? parseISO(field.value) : null;
  const error = fieldState.invalid && (fieldState.isTouched || fieldState.isDirty);
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={DATE_LOCALES[locale] ?? it}>
      <DatePicker
        label={
          <FieldTitle
            label={label}
            source={props.source}
            resource={props.resource}
            isRequired={isRequired}
          />
        }
        value={parsed && isValid(parsed) ? parsed : null}
        disabled={props.disabled}
        readOnly={props.readOnly}
        onChange={(date) =>
          field.onChange(date && isValid(date) ? format(date, 'yyyy-MM-dd') : null)
        }
        slotProps={{
          field: { clearable: !isRequired },
          textField: {
            name: field.name,
            onBlur: field.onBlur,
            variant: 'filled',
            size: 'small',
            margin: 'dense',
            fullWidth,
            error,
            helperText: (
              <InputHelperText
                error={error ? fieldState.error?.message : undefined}
                helperText={helperText}
              />
            ),
          },
        }}
      />
    </LocalizationProvider>
  );
}
