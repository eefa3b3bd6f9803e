import { SelectInput, TextInput, useTranslate, required } from 'react-admin';
import { FormSection } from '../../lib/FormSection';
import { formatDays, usePaymentTermChoices } from './paymentTermModel';

const wide = { gridColumn: '1 / -1' };

/** The fields of a payment term, shared by the create and the edit form. */
export const PaymentTermInputs = () => {
  const { methods, bases } = usePaymentTermChoices();
  const translate = useTranslate();
  return (
    <>
      <FormSection title="resources.payment-terms.sections.term">
        <TextInput source="code" autoFocus slotProps={{ htmlInput: { maxLength: 20 } }} />
        <TextInput source="description" sx={{ gridColumn: 'span 2' }} />
        <SelectInput
          source="method"
          choices={methods}
          translateChoice={false}
          sx={wide}
          validate={required()}
        />
      </FormSection>
      <FormSection title="resources.payment-terms.sections.instalments">
        <SelectInput source="basis" choices={bases} translateChoice={false} validate={required()} />
        <TextInput
          source="days"
          format={formatDays}
          helperText={translate('resources.payment-terms.days_help')}
          sx={{ gridColumn: 'span 2' }}
        />
      </FormSection>
      <TextInput source="notes" multiline minRows={3} fullWidth />
    </>
  );
};
