import { BooleanInput } from 'react-admin';
import { DecimalInput } from '../../lib/DecimalInput';
import { FormSection } from '../../lib/FormSection';
import { useCan } from '../../lib/useCan';

const label = (name: string) => `resources.stock-movements.stock.${name}`;

/**
 * An article's stock settings in its form: kept in stock or not (a service), the minimum below
 * which it is "sotto scorta", and the unit cost the valuation uses (a price: hidden, and not
 * sent, for a role without prices).
 */
export const ArticleStockInputs = () => {
  const prices = useCan('articles', 'prices');
  return (
    <FormSection title={label('title')}>
      <BooleanInput
        source="stocked"
        label={label('stocked')}
        helperText={label('stocked_help')}
        defaultValue={true}
      />
      <DecimalInput source="min_stock" label={label('min_stock')} />
      {prices && <DecimalInput source="cost" label={label('cost')} />}
    </FormSection>
  );
};
