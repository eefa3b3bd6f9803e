import { AutocompleteInput, TextInput } from 'react-admin';
import { FormSection } from '../../lib/FormSection';
import { PROVINCE_CHOICES, useCountryChoices } from '../../lib/places';
import { PartyIdentityInputs, RecipientInputs, ZipInput } from './PartyInputs';

const wide = { gridColumn: '1 / -1' };
const upper = { '& input': { textTransform: 'uppercase' } };

/** Name, VAT number and tax code of a carrier (src/resources/carriers): never a person. */
export const IdentityInputs = () => (
  <>
    <TextInput source="name" autoFocus sx={wide} />
    {/* No length limit: "IT 01234567897" pasted from an invoice is normalised by the schema. */}
    <TextInput source="vat_number" sx={upper} />
    <TextInput source="tax_code" sx={upper} slotProps={{ htmlInput: { maxLength: 16 } }} />
  </>
);

/** The address, province and country chosen from lists: also a carrier's. */
export const AddressInputs = () => {
  const countries = useCountryChoices();
  return (
    <>
      <TextInput source="address" sx={wide} />
      <ZipInput />
      <TextInput source="city" />
      <AutocompleteInput source="province" choices={PROVINCE_CHOICES} />
      <AutocompleteInput source="country" choices={countries} />
    </>
  );
};

/** The fields of a general registry entry, shared by the create and the edit form. */
export const GeneralRegInputs = () => (
  <>
    <FormSection title="resources.general-regs.sections.identity">
      <PartyIdentityInputs />
    </FormSection>
    <FormSection title="resources.general-regs.sections.address">
      <AddressInputs />
    </FormSection>
    <FormSection title="resources.general-regs.sections.contacts">
      <TextInput source="phone" type="tel" />
      <TextInput source="email" type="email" />
      <RecipientInputs />
    </FormSection>
    <FormSection title="resources.general-regs.sections.notes">
      <TextInput source="notes" multiline minRows={3} sx={wide} />
    </FormSection>
  </>
);
