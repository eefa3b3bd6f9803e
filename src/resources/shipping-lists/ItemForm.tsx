import Box from '@mui/material/Box';
import { Form, NumberInput, SaveButton, useLocale, useTranslate, type RaRecord } from 'react-admin';
import { MAX_PARCELS } from '../../../contract/shipping-lists';
import { formatDecimal } from '../../lib/decimal';
import { DecimalInput } from '../../lib/DecimalInput';
import { parcelsValid, quantityError, type ItemValues } from './shippingItemModel';

const t = (key: string) => `shipping.${key}`;

interface ItemFormProps {
  /** The most this item may hold: what is left of the row (plus its own quantity on edit). */
  limit: string;
  defaultValues: ItemValues;
  saving?: boolean;
  saveLabel: string;
  onSubmit: (values: ItemValues) => void;
}

/**
 * Quantity, parcels and weight of an item, checked before anything is sent: the quantity
 * never above `limit` (the server checks again), parcels 1 to 99.
 */
export const ItemForm = ({ limit, defaultValues, saving, saveLabel, onSubmit }: ItemFormProps) => {
  const locale = useLocale();
  const translate = useTranslate();
  const shownLimit = formatDecimal(limit, locale);
  const validate = (values: Partial<ItemValues>) => {
    const errors: Record<string, unknown> = {};
    const quantity = quantityError(values.quantity, limit);
    if (quantity === 'required') errors.quantity = 'ra.validation.required';
    if (quantity === 'invalid') errors.quantity = t('picker.invalid');
    if (quantity === 'too_much') {
      errors.quantity = { message: t('picker.too_much'), args: { left: shownLimit } };
    }
    if (!parcelsValid(values.parcels)) errors.parcels = t('picker.parcels_invalid');
    return errors;
  };
  return (
    <Form
      record={defaultValues as unknown as RaRecord}
      validate={validate}
      onSubmit={(values: Record<string, unknown>) => onSubmit(values as unknown as ItemValues)}
      mode="onChange"
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <DecimalInput
          source="quantity"
          label={t('items.quantity')}
          helperText={translate(t('picker.max'), { left: shownLimit })}
          autoFocus
        />
        <NumberInput
          source="parcels"
          label={t('items.parcels')}
          min={1}
          max={MAX_PARCELS}
          step={1}
          helperText={false}
        />
        <DecimalInput source="weight" label={t('items.weight')} helperText={false} />
        <SaveButton label={saveLabel} disabled={saving} alwaysEnable={!saving} sx={{ mt: 1 }} />
      </Box>
    </Form>
  );
};
