import { useCan } from '../../lib/useCan';
import { SelectInput, TextInput, required } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DecimalInput } from '../../lib/DecimalInput';
import { FormSection } from '../../lib/FormSection';
import { useSelects } from '../../lib/useSelects';
import { ArticleStockInputs } from '../stock-movements/ArticleStockInputs';

const wide = { gridColumn: '1 / -1' };

type Selects = ReturnType<typeof useSelects>;

/** VAT nature: offered, and required by the schema, only with the 0 % rate. */
const VatNatureInput = ({ selects }: { selects: Selects }) => {
  const rate = useWatch({ name: 'vat_rate' });
  if (String(rate) !== '0') return null;
  return <SelectInput source="vat_nature" {...selects('vatNatures')} emptyText="" />;
};

/**
 * The fields of an article, shared by the create and the edit form; the option lists come
 * from the API's `selects` (GET /articles/create).
 */
export const ArticleInputs = () => {
  const selects = useSelects('articles');
  // No price for a role that may not see them (the warehouse): the API sends none.
  const prices = useCan('articles', 'prices');
  return (
    <>
      <FormSection title="resources.articles.sections.identity">
        <TextInput source="code" autoFocus slotProps={{ htmlInput: { maxLength: 50 } }} />
        <TextInput source="barcode" />
        <TextInput source="description" multiline sx={wide} />
        <SelectInput
          source="lifecycle_status"
          {...selects('lifecycleStatuses')}
          validate={required()}
        />
        <SelectInput source="pricing_type" {...selects('pricingTypes')} validate={required()} />
      </FormSection>
      <FormSection title="resources.articles.sections.pricing">
        {prices && <DecimalInput source="price" helperText="resources.articles.helpers.price" />}
        <SelectInput source="unit" {...selects('units')} validate={required()} />
        <SelectInput source="vat_rate" {...selects('vatRates')} validate={required()} />
        <VatNatureInput selects={selects} />
        <DecimalInput source="weight" />
      </FormSection>
      <ArticleStockInputs />
    </>
  );
};
