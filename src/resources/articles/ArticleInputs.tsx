import { SelectInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DecimalInput } from '../../lib/DecimalInput';
import { ENUM_CHOICES } from '../../lib/enumChoices';
import { FormSection } from '../../lib/FormSection';

const wide = { gridColumn: '1 / -1' };

/** VAT nature: offered, and required by the schema, only with the 0 % rate. */
const VatNatureInput = () => {
  const rate = useWatch({ name: 'vat_rate' });
  if (String(rate) !== '0') return null;
  return <SelectInput source="vat_nature" choices={ENUM_CHOICES.vatNature} emptyText="" />;
};

/** The fields of an article, shared by the create and the edit form. */
export const ArticleInputs = () => (
  <>
    <FormSection title="resources.articles.sections.identity">
      <TextInput source="code" autoFocus slotProps={{ htmlInput: { maxLength: 50 } }} />
      <TextInput source="barcode" />
      <TextInput source="description" multiline sx={wide} />
      <SelectInput source="lifecycle_status" choices={ENUM_CHOICES.lifecycle} />
      <SelectInput source="pricing_type" choices={ENUM_CHOICES.pricingType} />
    </FormSection>
    <FormSection title="resources.articles.sections.pricing">
      <DecimalInput source="price" helperText="resources.articles.helpers.price" />
      <SelectInput source="unit" choices={ENUM_CHOICES.unit} />
      <SelectInput source="vat_rate" choices={ENUM_CHOICES.vatRate} />
      <VatNatureInput />
      <DecimalInput source="weight" />
    </FormSection>
  </>
);
