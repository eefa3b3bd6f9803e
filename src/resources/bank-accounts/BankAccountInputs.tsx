import { TextInput } from 'react-admin';
import { FormSection } from '../../lib/FormSection';

const upper = { '& input': { textTransform: 'uppercase' } };
const help = (field: string) => `resources.bank-accounts.help.${field}`;

/**
 * A bank account's fields, for create and edit: the codes may be typed with spaces and in
 * lower case (the API keeps them compact, in capitals); the RiBa and SEPA codes are only
 * needed by the batches presented through this account.
 */
export const BankAccountInputs = () => (
  <>
    <FormSection title="resources.bank-accounts.sections.account">
      <TextInput source="name" autoFocus />
      <TextInput source="bank_name" />
      <TextInput source="iban" helperText={help('iban')} sx={{ ...upper, gridColumn: '1 / -1' }} />
      <TextInput source="bic" helperText={help('bic')} sx={upper} />
    </FormSection>
    <FormSection title="resources.bank-accounts.sections.collections">
      <TextInput source="sia_code" helperText={help('sia_code')} sx={upper} />
      <TextInput source="sepa_creditor_id" helperText={help('sepa_creditor_id')} sx={upper} />
    </FormSection>
    <TextInput source="notes" multiline minRows={3} fullWidth />
  </>
);
