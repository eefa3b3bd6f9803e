import ClearIcon from '@mui/icons-material/Clear';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { Button, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { SalesDocument } from '../../../contract/documents';
import { ENUM_CHOICES } from '../../lib/enumChoices';
import type { RowSelection } from '../../lib/inline/useRowSelection';
import { MenuButton } from '../../lib/MenuButton';
import { useNotifyError } from '../../lib/useNotifyError';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useDocumentCache } from './useDocumentCache';

const t = (name: string) => `resources.documents.rows.${name}`;

/**
 * Above an order's rows while some are ticked: how many, one line status for all of them
 * ("Stato riga" > "Pronto"), and "Annulla selezione". The menu is off while a change runs.
 */
export const RowsStatusBar = ({
  document,
  selection,
}: {
  document: SalesDocument;
  selection: RowSelection;
}) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const { setDocument } = useDocumentCache();
  const change = useMutation({
    mutationFn: (status: number) => dataProvider.setRowsStatus(document.id, selection.ids, status),
    onSuccess: (updated, status) => {
      setDocument(updated);
      const name = ENUM_CHOICES.lineStatus.find((choice) => choice.id === status)!.name;
      notify(t('status_done'), {
        type: 'success',
        messageArgs: { smart_count: selection.ids.length, status: translate(name) },
      });
      selection.clear();
    },
    onError: (error) => notifyError(error),
  });
  if (selection.ids.length === 0) return null;

  return (
    <Stack
      role="toolbar"
      aria-label={translate(t('bulk'))}
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', flexWrap: 'wrap', py: 1 }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {translate(t('selected'), { smart_count: selection.ids.length })}
      </Typography>
      <MenuButton label={t('status')} icon={<FactCheckIcon />} disabled={change.isPending}>
        {(close) =>
          ENUM_CHOICES.lineStatus.map((choice) => (
            <MenuItem
              key={choice.id}
              onClick={() => {
                close();
                change.mutate(Number(choice.id));
              }}
            >
              {translate(choice.name)}
            </MenuItem>
          ))
        }
      </MenuButton>
      <Button label="ra.action.unselect" onClick={selection.clear}>
        <ClearIcon />
      </Button>
    </Stack>
  );
};
