import { useRef } from 'react';
import { TextInput, useLocale, type TextInputProps } from 'react-admin';
import { decimalSeparator, toInputDecimal, toWireDecimal } from './decimal';

/**
 * A decimal typed the local way (`1.234,50` in Italian) and kept as the wire's string
 * (`"1234.50"`): never a float, so prices keep their 8 decimals. While the user types,
 * the field shows exactly what was typed; a value set from outside (the record, a reset)
 * is shown with the locale's decimal mark.
 */
export const DecimalInput = (props: TextInputProps) => {
  const locale = useLocale();
  const typed = useRef<{ text: string; wire: string } | null>(null);
  return (
    <TextInput
      format={(value) =>
        typed.current && typed.current.wire === (value ?? '')
          ? typed.current.text
          : toInputDecimal(value, locale)
      }
      parse={(text: string) => {
        const wire = toWireDecimal(text, decimalSeparator(locale));
        typed.current = { text, wire };
        return wire;
      }}
      {...props}
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
    />
  );
};
