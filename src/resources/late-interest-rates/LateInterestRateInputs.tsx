import { TextInput } from 'react-admin';
import { DateInput } from '../../lib/DateInput';
import { FormSection } from '../../lib/FormSection';

const help = (field: string) => `resources.late-interest-rates.help.${field}`;

/** A half-year's rate, for create and edit: its first day, the ECB rate, the points added. */
export const LateInterestRateInputs = () => (
  <>
    <FormSection title="resources.late-interest-rates.sections.rate">
      <DateInput source="valid_from" helperText={help('valid_from')} />
      <TextInput source="reference_rate" helperText={help('reference_rate')} />
      <TextInput source="points" helperText={help('points')} />
    </FormSection>
    <TextInput source="notes" multiline minRows={2} fullWidth />
  </>
);
