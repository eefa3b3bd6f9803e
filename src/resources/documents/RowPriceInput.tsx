import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useLocale, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatMoney } from '../../lib/decimal';
import { DecimalInput } from '../../lib/DecimalInput';
import type { RowValues } from './documentRowModel';
import type { RowPriceState } from './useRowPrice';

const label = (name: string) => `resources.documents.rows.${name}`;

/**
 * The unit price: the lookup's until the user types one; then theirs, with the list price
 * beside it and a link back to it. Emptied, it follows the lookup again.
 */
export const RowPriceInput = ({ price }: Pick<RowPriceState, 'price'>) => {
  const translate = useTranslate();
  const locale = useLocale();
  const { setValue } = useFormContext<RowValues>();
  const manual = useWatch<RowValues, 'price_manual'>({ name: 'price_manual' });
  const typed = useWatch<RowValues, 'unit_price'>({ name: 'unit_price' });
  const differs = manual && price && typed !== price.price;
  const backToList = () => {
    if (!price) return;
    setValue('unit_price', price.price, { shouldDirty: true });
    setValue('price_manual', false, { shouldDirty: true });
  };
  return (
    <Box>
      <DecimalInput
        source="unit_price"
        label={label('unit_price')}
        onChange={(event: { target?: { value?: string } }) =>
          setValue('price_manual', Boolean(event?.target?.value?.trim()), { shouldDirty: true })
        }
        helperText={
          differs
            ? translate(label('list_price'), { price: formatMoney(price.price, locale) })
            : false
        }
      />
      {differs && (
        <Link component="button" type="button" variant="caption" onClick={backToList}>
          {translate(label('use_list_price'))}
        </Link>
      )}
    </Box>
  );
};
