import { TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';

const own = (field: string) => `resources.customers.fields.${field}`;

/**
 * The customer's own phone or e-mail: an override of its registry entry's (documents and
 * PDFs use `own ?? registry`). Empty, it shows the entry's value as its placeholder, so the
 * profile never reads as "no phone" when the entry has one.
 */
export const ContactOverrideInput = ({ field }: { field: 'phone' | 'email' }) => {
  const registry = useWatch({ name: `general.${field}` }) as string | null | undefined;
  return (
    <TextInput
      source={field}
      label={own(`${field}_override`)}
      type={field === 'phone' ? 'tel' : 'email'}
      helperText={own('override_help')}
      placeholder={registry ?? undefined}
      slotProps={registry ? { inputLabel: { shrink: true } } : undefined}
    />
  );
};
