import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, SaveButton, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { ConfigData } from '../../../contract/configurator';
import type { DocumentRow } from '../../../contract/documents';
import { ConfigPrice } from '../../lib/configurator/ConfigPrice';
import { ConfigValueInputs } from '../../lib/configurator/ConfigValueInputs';
import { initialValues, toRowData, type ValueForm } from '../../lib/configurator/configValuesModel';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { DocumentRowResult } from './documentMethods';
import { submissionErrors } from './rowConfigModel';

const t = (name: string) => `configurator.row.${name}`;

interface RowConfigFormProps {
  row: DocumentRow;
  data: ConfigData;
  version?: number;
  onSaved: (result: DocumentRowResult) => void;
  onClose: () => void;
}

const RowConfigForm = ({ row, data, version, onSaved, onClose }: RowConfigFormProps) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const save = async (form: FieldValues) => {
    try {
      const values = (form.values ?? {}) as ValueForm;
      onSaved(await dataProvider.saveRowConfig(row.id, toRowData(data, values), version));
    } catch (error) {
      const failure = error as { message?: string; body?: { errors?: Record<string, string> } };
      notify(failure.message || 'ra.notification.http_error', { type: 'error' });
      return submissionErrors(failure.body?.errors);
    }
  };
  return (
    <Form record={{ values: initialValues(data, data.values) }} onSubmit={save}>
      <DialogContent dividers>
        <ConfigValueInputs options={data.dettagli} autoFocus />
        <ConfigPrice config={data} pricingType={data.pricing_type} basePrice={data.base_price} />
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.cancel" onClick={onClose} />
        <SaveButton alwaysEnable />
      </DialogActions>
    </Form>
  );
};

export interface RowConfigDialogProps {
  row: DocumentRow;
  /** The document's version: a stale one is refused (409). */
  version?: number;
  onSaved: (result: DocumentRowResult) => void;
  onClose: () => void;
}

/**
 * 'Configura' on a document row: the form its article's definition generates (GET
 * /row/{id}/config), the price as values change, Save (or Enter) -> PUT /row/{id}/config.
 */
export const RowConfigDialog = ({ row, version, onSaved, onClose }: RowConfigDialogProps) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const query = useQuery({
    queryKey: ['row-config', row.id],
    queryFn: () => dataProvider.getRowConfig(row.id),
    gcTime: 0,
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="row-config-title">
      <DialogTitle id="row-config-title">
        {translate(t('title'), { description: row.description })}
      </DialogTitle>
      {query.isPending && (
        <DialogContent>
          <CircularProgress size={24} />
        </DialogContent>
      )}
      {query.isError && (
        <>
          <DialogContent>
            <Alert severity="error">{(query.error as Error).message}</Alert>
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.close" onClick={onClose} />
          </DialogActions>
        </>
      )}
      {query.data && (
        <RowConfigForm
          row={row}
          data={query.data}
          version={version}
          onSaved={onSaved}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
};
