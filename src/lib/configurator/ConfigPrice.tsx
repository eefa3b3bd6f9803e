import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Configuration } from '../../../contract/configurator';
import { pickLocale, translate as translateMessage } from '../../../contract/messages';
import { formatMoney } from '../decimal';
import { VALUES, labelIn, previewPrice, type ValueForm } from './configValuesModel';

export interface ConfigPriceProps {
  config: Configuration;
  pricingType: number;
  basePrice: string;
}

/**
 * The unit price of the values being typed (inside the configure Form), computed in the
 * browser with the server's pricing code; when it cannot be computed, says why (in the API's
 * own words, `contract/messages`).
 */
export const ConfigPrice = ({ config, pricingType, basePrice }: ConfigPriceProps) => {
  const translate = useTranslate();
  const locale = useLocale();
  const values = (useWatch({ name: VALUES }) ?? {}) as ValueForm;
  const preview = previewPrice(config, pricingType, basePrice, values);
  const labelOf = (key: string) => {
    const option = config.dettagli.find((o) => o.key === key);
    return option ? labelIn(option.label, locale) : key;
  };
  return (
    <Box aria-live="polite" data-testid="config-price" sx={{ my: 1 }}>
      <Typography variant="subtitle2" color="text.secondary">
        {translate('configurator.values.unit_price')}
      </Typography>
      {preview.price !== null ? (
        <Typography variant="h5" component="p">
          {formatMoney(preview.price, locale)}
        </Typography>
      ) : (
        <Alert severity="warning" sx={{ mt: 0.5 }}>
          {translate('configurator.values.no_price')}
          {preview.reason && (
            <Box component="div">{translateMessage(preview.reason, pickLocale(locale))}</Box>
          )}
          {preview.message && <Box component="div">{preview.message}</Box>}
          {Object.entries(preview.errors).map(([key, message]) => (
            <Box component="div" key={key}>
              {labelOf(key)}: {translate(message)}
            </Box>
          ))}
        </Alert>
      )}
    </Box>
  );
};
