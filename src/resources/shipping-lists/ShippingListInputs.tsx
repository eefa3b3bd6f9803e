import { TextInput, required } from 'react-admin';
import { DateInput } from '../../lib/DateInput';
import { FormSection } from '../../lib/FormSection';

const field = (name: string) => `shipping.fields.${name}`;

/** The list's header: date, carrier and notes (read-only once the list is confirmed). */
export const ShippingListInputs = ({ readOnly }: { readOnly?: boolean }) => {
  return (
    <FormSection title="shipping.header">
      <DateInput source="date" label={field('date')} validate={required()} disabled={readOnly} />
      <TextInput source="carrier" label={field('carrier')} disabled={readOnly} />
      <TextInput
        source="notes"
        label={field('notes')}
        multiline
        minRows={2}
        disabled={readOnly}
        sx={{ gridColumn: '1 / -1' }}
      />
    </FormSection>
  );
};
