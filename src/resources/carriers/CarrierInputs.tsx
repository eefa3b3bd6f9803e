import { AutocompleteInput, TextInput } from 'react-admin';
import { FormSection } from '../../lib/FormSection';
import { PROVINCE_CHOICES, useCountryChoices } from '../../lib/places';

const wide = { gridColumn: '1 / -1' };
const upper = { '& input': { textTransform: 'uppercase' } };

/** The fields of a carrier, shared by the create and the edit form. */
export const CarrierInputs = () => {
  const countries = useCountryChoices();
  return (
    <>
      <FormSection title="resources.carriers.sections.identity">
        <TextInput source="name" autoFocus sx={wide} />
        <TextInput source="vat_number" sx={upper} />
        <TextInput source="tax_code" sx={upper} slotProps={{ htmlInput: { maxLength: 16 } }} />
        <TextInput source="phone" type="tel" />
        <TextInput source="email" type="email" />
      </FormSection>
      <FormSection title="resources.carriers.sections.address">
        <TextInput source="address" sx={wide} />
        <TextInput source="zip" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }} />
        <TextInput source="city" />
        <AutocompleteInput source="province" choices={PROVINCE_CHOICES} />
        <AutocompleteInput source="country" choices={countries} />
      </FormSection>
      <TextInput source="notes" multiline minRows={3} fullWidth />
    </>
  );
};
