import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  AutocompleteArrayInput,
  Form,
  ReferenceArrayInput,
  required,
  Title,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { DeferredPreview } from '../../../../contract/deferred-invoices';
import { DateInput } from '../../../lib/DateInput';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { customersOf, defaultPeriod } from './deferredModel';
import { DeferredPreviewTable } from './DeferredPreviewTable';
import { DeferredRunReport } from './DeferredRunReport';
import { useDeferredRun } from './useDeferredRun';

const t = (key: string) => `resources.documents.deferred.${key}`;
const byText = (q: string) => ({ q });
const DATE_WIDTH = { width: { xs: '100%', md: 200 }, flexShrink: 0 };

interface Period {
  from: string;
  to: string;
  customer_ids?: number[];
}
type Failure = Error & { body?: { errors?: Record<string, string> } };

/**
 * "Fatturazione differita" (`/documents/sales/invoices/deferred`): a period (a whole month by
 * default) and optionally some customers; "Anteprima" shows the draft invoices to make (one
 * per customer, with its DDTs and total), "Crea fatture" makes them batch by batch with a
 * progress bar, then lists the drafts with links.
 */
export const DeferredInvoicesPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [period, setPeriod] = useState<Period | null>(null);
  const [preview, setPreview] = useState<DeferredPreview | null>(null);
  const [loading, setLoading] = useState(false);
  const { run, start, reset } = useDeferredRun();

  const showPreview = async (values: FieldValues) => {
    const asked = values as Period;
    reset();
    setLoading(true);
    try {
      setPreview(await dataProvider.deferredPreview(asked));
      setPeriod(asked);
    } catch (error) {
      const failure = error as Failure;
      setPreview(null);
      notify(failure.message || 'ra.notification.http_error', { type: 'error' });
      return failure.body?.errors;
    } finally {
      setLoading(false);
    }
  };

  const started = run.running || run.done > 0 || run.error !== null;
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={translate(t('title'))} />
      <Card>
        <CardContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(t('intro'))}
          </Typography>
          <Form defaultValues={{ ...defaultPeriod(), customer_ids: [] }} onSubmit={showPreview}>
            <Stack
              direction={{ xs: 'column', md: 'row' }}
              spacing={2}
              sx={{ alignItems: 'flex-start' }}
            >
              <Box sx={DATE_WIDTH}>
                <DateInput source="from" label={t('from')} validate={required()} />
              </Box>
              <Box sx={DATE_WIDTH}>
                <DateInput source="to" label={t('to')} validate={required()} />
              </Box>
              <ReferenceArrayInput
                source="customer_ids"
                reference="customers"
                sort={{ field: 'registry_code', order: 'ASC' }}
              >
                <AutocompleteArrayInput
                  label={t('customers')}
                  helperText={t('customers_help')}
                  filterToQuery={byText}
                  sx={{ minWidth: 280, flexGrow: 1 }}
                />
              </ReferenceArrayInput>
              <MuiButton
                type="submit"
                variant="contained"
                disabled={loading || run.running}
                sx={{ mt: 1.5, flexShrink: 0 }}
              >
                {translate(t('preview'))}
              </MuiButton>
            </Stack>
          </Form>
        </CardContent>
      </Card>
      {preview && period && (
        <DeferredPreviewTable
          preview={preview}
          disabled={started}
          onCreate={() => start(period.from, period.to, customersOf(preview.items))}
        />
      )}
      {started && <DeferredRunReport run={run} />}
    </Box>
  );
};
