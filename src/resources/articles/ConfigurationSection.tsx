import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  Form,
  SaveButton,
  useDataProvider,
  useLocale,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { Article } from '../../../contract/articles';
import type { Configuration } from '../../../contract/configurator';
import { decimalSeparator } from '../../lib/decimal';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ConfigOptionsInputs } from './ConfigOptionsInputs';
import { ConfigPreview, DraftWatcher } from './ConfigPreview';
import { FormulaInput, PriceTableInputs } from './ConfigPricingInputs';
import {
  definitionErrors,
  pricedBy,
  toDefinition,
  toDefinitionForm,
  type DefinitionForm,
} from './configurationModel';

const t = (name: string) => `configurator.definition.${name}`;

interface SaveFailure {
  message?: string;
  status?: number;
  body?: { errors?: Record<string, string> };
}

/**
 * 'Configurazione' on the article edit page: the options of the article's
 * definition, its formula or price table by pricing type, a live price preview, and Save
 * (POST /articles/{id}/config): field errors on the fields, a stale version said plainly.
 */
export const ConfigurationSection = () => {
  const record = useRecordContext<Article>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const locale = useLocale();
  const mark = decimalSeparator(locale);
  const configuration = record?.configuration;
  const defaults = useMemo(() => toDefinitionForm(configuration, locale), [configuration, locale]);
  const [draft, setDraft] = useState<Configuration>(() => toDefinition(defaults, mark));
  if (!record) return null;
  const part = pricedBy(record.pricing_type);

  const save = async (form: FieldValues) => {
    try {
      const definition = toDefinition(form as DefinitionForm, mark);
      const item = await dataProvider.saveArticleConfig(record.id, definition, record.version);
      queryClient.setQueriesData(
        { queryKey: ['articles', 'getOne', { id: String(record.id) }] },
        (old: object | undefined) => (old ? { ...old, ...item } : item),
      );
      notify(t('saved'), { type: 'success' });
    } catch (error) {
      const failure = error as SaveFailure;
      const errors = failure.body?.errors;
      const fields = errors && Object.keys(errors).length > 0;
      notify(fields ? t('invalid') : failure.message || 'ra.notification.http_error', {
        type: 'error',
        autoHideDuration: failure.status === 409 ? null : undefined,
      });
      return fields ? definitionErrors(errors) : undefined;
    }
  };

  return (
    <Box component="section" aria-labelledby="article-configuration">
      <Divider />
      <Typography id="article-configuration" variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {translate(t('title'))}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
        {translate(t(`intro_${part ?? 'fixed'}`))}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          p: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <Form record={defaults} onSubmit={save}>
          <DraftWatcher onChange={setDraft} />
          <ConfigOptionsInputs />
          {part === 'formula' && <FormulaInput />}
          {part === 'table' && <PriceTableInputs />}
          <Box sx={{ pt: 1 }}>
            <SaveButton label={t('save')} alwaysEnable />
          </Box>
        </Form>
        <ConfigPreview config={draft} pricingType={record.pricing_type} basePrice={record.price} />
      </Box>
    </Box>
  );
};
