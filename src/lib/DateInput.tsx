import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { FieldRef, FieldSelectedSections } from '@mui/x-date-pickers/models';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE, enUS, frFR, huHU, itIT } from '@mui/x-date-pickers/locales';
import { format, isValid, parseISO } from 'date-fns';
import { de, enGB, fr, hu, it, type Locale } from 'date-fns/locale';
import { useRef, useState, type FocusEvent, type ReactNode } from 'react';
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

/**
 * The form's value of a date typed in part (`01/01/AAAA`): not a date, so the form's schema
 * refuses it and nothing is saved without the date the user began to type.
 */
export const INCOMPLETE_DATE = 'incomplete';
/** The form's value of a date typed whole that does not exist (`31/02/2026`): refused too. */
export const IMPOSSIBLE_DATE = 'impossible';

const NOT_A_DATE = new Date(Number.NaN);

/** The reason of a date the picker could not read, else null. */
const unreadable = (value: unknown) =>
  value === INCOMPLETE_DATE
    ? 'validation.date_incomplete'
    : value === IMPOSSIBLE_DATE
      ? 'validation.date_impossible'
      : null;

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
  const picker = usePickerInput(props, fromWireDate, toWireDate);
  return (
    <UiDateLocalization>
      <DatePicker {...picker} />
    </UiDateLocalization>
  );
}

/**
 * What the date and date-time pickers share: label, state, error and helper text. A click
 * into an empty field starts at its first section (the day, in dd/mm/yyyy), wherever it lands.
 */
export function usePickerInput(
  { label, helperText, fullWidth, ...props }: DateInputProps,
  fromWire: (value: unknown) => Date | null,
  toWire: (date: Date) => string | null,
) {
  const { field, fieldState, isRequired } = useInput({ ...props, defaultValue: null });
  const reason = unreadable(field.value);
  const error = fieldState.invalid && (fieldState.isTouched || fieldState.isDirty || !!reason);
  const [sections, setSections] = useState<FieldSelectedSections>(null);
  // The picker keeps a half-typed date to itself (its value stays null): its sections tell.
  const fieldRef = useRef<FieldRef<Date | null>>(null);
  const filled = () => {
    const all = fieldRef.current?.getSections() ?? [];
    return { count: all.filter((section) => section.value !== '').length, of: all.length };
  };
  /** Set by a press on the empty field, until a key is pressed. */
  const pointerIntoEmpty = useRef(false);
  /** Leaving the field: a date begun but not finished is `INCOMPLETE_DATE`, which blocks saving. */
  const leave = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    const { count, of } = filled();
    if (count > 0 && count < of) field.onChange(INCOMPLETE_DATE);
    else if (count === 0 && reason) field.onChange(null);
    field.onBlur();
  };
  return {
    // An impossible date stays on screen as typed (an invalid date to the picker, which null
    // would empty), a half-typed one stays in the picker's own sections.
    value: field.value === IMPOSSIBLE_DATE ? NOT_A_DATE : reason ? null : fromWire(field.value),
    onChange: (date: Date | null) => {
      if (!date) return field.onChange(null);
      if (isValid(date)) return field.onChange(toWire(date));
      const { count, of } = filled();
      field.onChange(count === of ? IMPOSSIBLE_DATE : INCOMPLETE_DATE);
    },
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
    selectedSections: sections,
    // A click in an empty field selects its first section: typing starts at the day.
    onSelectedSectionsChange: (next: FieldSelectedSections) =>
      setSections(typeof next === 'number' && pointerIntoEmpty.current ? 0 : next),
    slotProps: {
      field: { clearable: !isRequired && !props.readOnly, fieldRef },
      // Read-only, no calendar button: the field looks like the other read-only ones.
      ...(props.readOnly && { openPickerButton: { sx: { display: 'none' } } }),
      textField: {
        name: field.name,
        onBlur: leave,
        // From the press to the first key: the click's selections, all of them, go to 0.
        onMouseDownCapture: () => {
          pointerIntoEmpty.current = filled().count === 0;
        },
        onKeyDownCapture: () => {
          pointerIntoEmpty.current = false;
        },
        variant: 'filled' as const,
        size: 'small' as const,
        margin: 'dense' as const,
        fullWidth,
        error,
        helperText: (
          <InputHelperText
            error={error ? (reason ?? fieldState.error?.message) : undefined}
            helperText={helperText}
          />
        ),
      },
    },
  };
}
