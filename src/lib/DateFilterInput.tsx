import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FieldTitle, useInput, useLocale, useTranslate } from 'react-admin';
import type { DateInputProps } from './DateInput';
import { textToWire, wireToText } from './dateText';

// The calendar (x-date-pickers and date-fns, about 60 kB gzip) loads on the first click of
// its button: a list shows its date filters without it.
const DateFilterCalendar = lazy(() => import('./DateFilterCalendar'));

/** The calendar icon (MUI's CalendarMonth path), drawn here so that no icon chunk loads. */
const CalendarIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
    <path d="M19 4h-1V2h-2v2H8V2H6v2H5c-1.11 0-1.99.9-1.99 2L3 20c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m0 16H5V10h14zM9 14H7v-2h2zm4 0h-2v-2h2zm4 0h-2v-2h2zm-8 4H7v-2h2zm4 0h-2v-2h2zm4 0h-2v-2h2z" />
  </svg>
);

/**
 * A list's date filter: a text field in the UI language's format (21/11/2026 in Italian) that
 * applies the date as soon as a whole one is typed (`21/11/2026`, `21112026`), and a
 * calendar button whose picker loads when first used. The value is the wire's `YYYY-MM-DD`
 * (or null), like `DateInput`'s; the forms keep `DateInput`, the full picker.
 */
export function DateFilterInput({
  label,
  helperText: _helperText,
  fullWidth,
  ...props
}: DateInputProps) {
  const { field } = useInput({ ...props, defaultValue: null });
  const locale = useLocale();
  const translate = useTranslate();
  const [text, setText] = useState(() => wireToText(field.value, locale));
  const [invalid, setInvalid] = useState(false);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const focused = useRef(false);

  // The value changed elsewhere (the URL, "remove filter", the calendar, the language).
  useEffect(() => {
    if (focused.current && textToWire(text, locale) === (field.value || null)) return;
    setText(wireToText(field.value, locale));
    setInvalid(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `text` is the user's, not a cause
  }, [field.value, locale]);

  const type = (value: string) => {
    setText(value);
    const wire = textToWire(value, locale);
    setInvalid(false);
    if (wire !== undefined && wire !== (field.value || null)) field.onChange(wire);
  };

  const leave = () => {
    focused.current = false;
    field.onBlur();
    // A partial date stays visible, marked, until it is completed or cleared.
    setInvalid(textToWire(text, locale) === undefined);
  };

  const chooseLabel = translate('app.choose_date');
  return (
    <>
      <TextField
        ref={anchor}
        name={field.name}
        value={text}
        onChange={(event) => type(event.target.value)}
        onFocus={() => (focused.current = true)}
        onBlur={leave}
        label={<FieldTitle label={label} source={props.source} resource={props.resource} />}
        variant="filled"
        size="small"
        margin="dense"
        fullWidth={fullWidth}
        error={invalid}
        disabled={props.disabled}
        sx={{ width: 180 }}
        slotProps={{
          htmlInput: { inputMode: 'numeric', autoComplete: 'off', readOnly: props.readOnly },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={chooseLabel}
                  title={chooseLabel}
                  disabled={props.disabled || props.readOnly}
                  onClick={() => setCalendarOpen(true)}
                >
                  <CalendarIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {calendarOpen && (
        <Suspense fallback={null}>
          <DateFilterCalendar
            anchor={anchor.current}
            value={field.value ?? null}
            onChange={(wire) => {
              field.onChange(wire);
              setCalendarOpen(false);
            }}
            onClose={() => setCalendarOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
