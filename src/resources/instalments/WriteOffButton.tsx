import { guarded } from '../../lib/useCan';
import BlockIcon from '@mui/icons-material/RemoveDone';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useDataProvider,
  useLocale,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { DocumentType } from '../../../contract/documents';
import type { Instalment } from '../../../contract/instalments';
import { formatMoney } from '../../lib/decimal';
import { ReasonDialog } from '../../lib/ReasonDialog';
import { useNotifyError } from '../../lib/useNotifyError';
import type { AppDataProvider } from '../../providers/dataProvider';
import { documentNumber, typeKey } from '../documents/documentModel';
import { isOpen } from './instalmentModel';

const t = (name: string) => `resources.instalments.write_off.${name}`;

/**
 * "Stralcia residuo": what is open of the instalment is written off, after a dialog asking the
 * reason; the server refuses a stale one or one presented to the bank, and says why.
 */
const WriteOffButtonShown = () => {
  const record = useRecordContext<Instalment>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: (reason: string) =>
      dataProvider.writeOffInstalment(record!.id, reason, record!.version),
    onSuccess: () => {
      setOpen(false);
      notify(t('done'), { type: 'success' });
      refresh();
    },
    onError: (error) => notifyError(error),
  });
  if (!record || !isOpen(record) || record.state === 'presented') return null;
  const action = translate('resources.instalments.actions.write_off');
  const document = translate(
    `resources.documents.one.${typeKey(record.document.type as DocumentType)}`,
    { number: documentNumber(record.document) },
  );
  return (
    <>
      <Tooltip title={action}>
        <IconButton
          size="small"
          aria-label={action}
          onClick={(event) => {
            event.stopPropagation();
            setOpen(true);
          }}
        >
          <BlockIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <ReasonDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate(t('title'), { amount: formatMoney(record.open, locale, 2) })}
        content={translate(t('content'), { position: record.position, document })}
        label={translate('resources.instalments.fields.write_off_reason')}
        helperText={translate(t('reason_help'))}
        confirmLabel="resources.instalments.actions.write_off"
        pending={mutation.isPending}
        onConfirm={(reason) => mutation.mutate(reason)}
      />
    </>
  );
};

/** For the roles that may: save on instalments (docs/roles.md). */
export const WriteOffButton = guarded('instalments', 'save', WriteOffButtonShown);
