import { TextInput } from 'react-admin';
import { FormSection } from '../../lib/FormSection';
import { AddressInputs, IdentityInputs } from '../general-regs/GeneralRegInputs';

/** The fields of a carrier (the general registry's, but e-invoicing), for create and edit. */
export const CarrierInputs = () => (
  <>
    <FormSection title="resources.carriers.sections.identity">
      <IdentityInputs />
      <TextInput source="phone" type="tel" />
      <TextInput source="email" type="email" />
    </FormSection>
    <FormSection title="resources.carriers.sections.address">
      <AddressInputs />
    </FormSection>
    <TextInput source="notes" multiline minRows={3} fullWidth />
  </>
);
