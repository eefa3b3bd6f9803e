import { useCan } from '../../../lib/useCan';
import AddIcon from '@mui/icons-material/Add';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useDataProvider, useLocale, useRecordContext, useTranslate } from 'react-admin';
import type { Customer } from '../../../../contract/customers';
import { nextLevel } from '../../../../contract/reminders';
import { Ltr } from '../../../lib/bidi/Bidi';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/decimal';
import { useOpenPdf } from '../../../lib/useOpenPdf';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { ReminderDialog } from './ReminderDialog';

const t = (name: string) => `resources.customers.reminders.${name}`;

/**
 * "Solleciti": the reminders the customer was sent, the latest first, each with its letter;
 * "Nuovo sollecito" previews the next one (the level after the last) and writes it.
 */
export const CustomerReminders = () => {
  const record = useRecordContext<Customer>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const locale = useLocale();
  const openPdf = useOpenPdf();
  const [open, setOpen] = useState(false);
  const writes = useCan('reminders', 'create');
  const { data } = useQuery({
    queryKey: ['customers', 'reminders', record?.id],
    queryFn: ({ signal }) => dataProvider.getReminders(record!.id, signal),
    enabled: record?.id !== undefined,
  });
  if (!record) return null;
  const money = (value: string) => <Ltr>{formatMoney(value, locale, 2)}</Ltr>;
  const pdf = translate(t('pdf'));
  return (
    <Box sx={{ p: 2 }} data-testid="customer-reminders">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        {writes && (
          <Button label={t('new')} variant="contained" onClick={() => setOpen(true)}>
            <AddIcon />
          </Button>
        )}
        <Typography variant="body2" color="text.secondary">
          {translate(t('intro'))}
        </Typography>
      </Box>
      {data && !data.length && (
        <Typography variant="body2" color="text.secondary">
          {translate(t('empty'))}
        </Typography>
      )}
      {!!data?.length && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate(t('title'))}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(t('date'))}</TableCell>
                <TableCell>{translate(t('level'))}</TableCell>
                <TableCell align="right">{translate(t('documents'))}</TableCell>
                <TableCell align="right">{translate(t('open'))}</TableCell>
                <TableCell align="right">{translate(t('interest'))}</TableCell>
                <TableCell align="right">{translate(t('total'))}</TableCell>
                <TableCell>{translate(t('pay_by'))}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((reminder) => (
                <TableRow key={reminder.id} data-testid="reminder-row">
                  <TableCell>
                    <Ltr>{formatDate(reminder.date, locale)}</Ltr>
                  </TableCell>
                  <TableCell>{translate(t(`levels.${reminder.level}`))}</TableCell>
                  <TableCell align="right">
                    {new Set(reminder.items.map((i) => i.document.id)).size}
                  </TableCell>
                  <TableCell align="right">{money(reminder.open)}</TableCell>
                  <TableCell align="right">{money(reminder.interest)}</TableCell>
                  <TableCell align="right">{money(reminder.total)}</TableCell>
                  <TableCell>
                    <Ltr>{formatDate(reminder.pay_by, locale)}</Ltr>
                  </TableCell>
                  <TableCell padding="checkbox">
                    <Tooltip title={pdf}>
                      <IconButton
                        size="small"
                        aria-label={pdf}
                        onClick={() =>
                          openPdf(() => dataProvider.reminderPdf(reminder.id!), t('pdf_failed'))
                        }
                      >
                        <PictureAsPdfIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {open && (
        <ReminderDialog
          customer={record}
          level={nextLevel(data?.[0]?.level)}
          onClose={() => setOpen(false)}
        />
      )}
    </Box>
  );
};
