import { useEffect, useRef } from 'react';
import { AutocompleteInput, ReferenceInput, type Validator } from 'react-admin';

type CustomerOption = { registry_code: string; general?: { name: string } };
const customerText = (customer?: CustomerOption) =>
  customer ? [customer.registry_code, customer.general?.name].filter(Boolean).join(' — ') : '';

/**
 * The DDT's recipient, from the customers registry. Read-only once the list has items (they
 * ship to it); `focus` puts the cursor on it (AutocompleteInput's `autoFocus` does nothing).
 */
export const CustomerInput = ({
  readOnly,
  focus,
  validate,
  helperText,
}: {
  readOnly?: boolean;
  focus?: boolean;
  validate?: Validator;
  helperText?: string;
}) => {
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focus) inputRef.current?.focus();
  }, [focus]);
  return (
    <ReferenceInput
      source="customer_id"
      reference="customers"
      sort={{ field: 'registry_code', order: 'ASC' }}
    >
      <AutocompleteInput
        label="shipping.fields.customer"
        optionText={customerText}
        filterToQuery={(q: string) => ({ q })}
        TextFieldProps={{ inputRef }}
        readOnly={readOnly}
        validate={validate}
        helperText={helperText}
        // Read-only, the field renders as disabled, and so would its helper text: MUI's grey
        // fails the contrast check (2.7:1), and the text says why the field is locked.
        sx={{ '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
      />
    </ReferenceInput>
  );
};
