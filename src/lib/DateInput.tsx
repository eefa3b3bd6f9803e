import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE, enUS, frFR, huHU, itIT } from '@mui/x-date-pickers/locales';
import { format, isValid, parseISO } from 'date-fns';
import { de, enGB, fr, hu, it, type Locale } from 'date-fns/locale';
import type { ReactNode } from 'react';
import {
  FieldTitle,
  InputHelperText,
  useInput,
  useLocaleState,
  type InputProps,
} from 'react-admin';

/** The UI languages' date formats: 21/11/2026 in Italian, 21.11.2026 in German... */
const DATE_LOCALES: Record<string, Locale> = { it, en: enGB, de, fr, hu };

/** The pickers' own texts (button and section names, "Clear") in the UI languages. */
const PICKER_TEXTS = { it: itIT, en: enUS, de: deDE, fr: frFR, hu: huHU } as const;
const pickerTexts = (locale: string) =>
  (PICKER_TEXTS[locale as keyof typeof PICKER_TEXTS] ?? itIT).components.MuiLocalizationProvider
    .defaultProps.localeText;

/**
 * The date pickers below it read and write dates in the UI language's format, and name
 * their buttons and fields in that language.
 */
export function UiDateLocalization({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={DATE_LOCALES[locale] ?? it}
      localeText={pickerTexts(locale)}
    >
      {children}
    </LocalizationProvider>
  );
}

/** The wire's `YYYY-MM-DD` as a picker's date; null when empty or not a date. */
export function fromWireDate(value: unknown): Date | null {
  const date = typeof value === 'string' && value ? parseISO(value) : null;
  return date && isValid(date) ? date : null;
}

/** A picker's date as the wire's `YYYY-MM-DD`; null when empty or invalid. */
export const toWireDate = (date: Date | null) =>
  date && isValid(date) ? format(date, 'yyyy-MM-dd') : null;

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
export function DateInput(props: DateInputProps) {
  const { picker, field } = usePickerInput(props);
  return (
    <UiDateLocalization>
      <DatePicker
        {...picker}
        value={fromWireDate(field.value)}
        onChange={(date) => field.onChange(toWireDate(date))}
      />
    </UiDateLocalization>
  );
}

/** What the date and date-time pickers share: label, state, error and helper text. */
export function usePickerInput({ label, helperText, fullWidth, ...props }: DateInputProps) {
  const { field, fieldState, isRequired } = useInput({ ...props, defaultValue: null });
  const error = fieldState.invalid && (fieldState.isTouched || fieldState.isDirty);
  const picker = {
    label: (
      <FieldTitle
        label={label}
        source={props.source}
        resource={props.resource}
        isRequired={isRequired}
      />
    ),
    disabled: props.disabled,
    readOnly: props.readOnly,
    slotProps: {
      field: { clearable: !isRequired },
      textField: {
        name: field.name,
        onBlur: field.onBlur,
        variant: 'filled' as const,
        size: 'small' as const,
        margin: 'dense' as const,
        fullWidth,
        error,
        helperText: (
          <InputHelperText
            error={error ? fieldState.error?.message : undefined}
            helperText={helperText}
          />
        ),
      },
    },
  };
  return { picker, field };
}
