import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { Form, useLocale, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Configuration } from '../../../contract/configurator';
import { ConfigPrice } from '../../lib/configurator/ConfigPrice';
import { ConfigValueInputs } from '../../lib/configurator/ConfigValueInputs';
import { decimalSeparator } from '../../lib/decimal';
import { toDefinition, type DefinitionForm } from './configurationModel';

/**
 * Inside the definition's form: hands the definition being edited to `onChange` (only when
 * it really changed), so the preview beside the form prices what is on screen.
 */
export const DraftWatcher = ({ onChange }: { onChange: (config: Configuration) => void }) => {
  const locale = useLocale();
  const form = useWatch() as DefinitionForm;
  const draft = toDefinition(form, decimalSeparator(locale));
  const json = JSON.stringify(draft);
  const [sent, setSent] = useState('');
  useEffect(() => {
    if (json === sent) return;
    setSent(json);
    onChange(JSON.parse(json) as Configuration);
  }, [json, sent, onChange]);
  return null;
};

export interface ConfigPreviewProps {
  config: Configuration;
  pricingType: number;
  basePrice: string;
}

/**
 * The live price preview: sample values for the options (the same inputs a document row's
 * 'Configura' shows) and the price the server would compute, or why it cannot.
 */
export const ConfigPreview = ({ config, pricingType, basePrice }: ConfigPreviewProps) => {
  const translate = useTranslate();
  // Sample values survive edits of the definition: the form starts empty, once.
  const record = useMemo(() => ({ values: {} }), []);
  const options = config.dettagli.filter((option) => option.key);
  return (
    <Paper variant="outlined" sx={{ p: 2, alignSelf: 'start' }} data-testid="config-preview">
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {translate('configurator.definition.preview')}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate('configurator.definition.preview_hint')}
      </Typography>
      <Form record={record} onSubmit={() => undefined}>
        <ConfigValueInputs options={options} />
        <ConfigPrice
          config={{ ...config, dettagli: options }}
          pricingType={pricingType}
          basePrice={basePrice}
        />
      </Form>
    </Paper>
  );
};
