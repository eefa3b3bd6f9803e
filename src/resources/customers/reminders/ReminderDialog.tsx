import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useDataProvider, useLocale, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Customer } from '../../../../contract/customers';
import {
  DEFAULT_DEADLINE_DAYS,
  REMINDER_LEVELS,
  type Reminder,
  type ReminderLevel,
} from '../../../../contract/reminders';
import { Ltr } from '../../../lib/bidi/Bidi';
import { formatDate, today } from '../../../lib/dates';
import { formatMoney } from '../../../lib/decimal';
import { useOpenPdf } from '../../../lib/useOpenPdf';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { DocumentLink } from '../../documents/DocumentLink';
import { lateInterestRatePaths } from '../../late-interest-rates/paths';
import type { ReminderChoice } from './reminderMethods';

const t = (name: string) => `resources.customers.reminders.${name}`;
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** What the letter lists, as the API computed it: the instalments, the totals, the rates. */
const ReminderPreview = ({ reminder }: { reminder: Reminder }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const money = (value: string) => <Ltr>{formatMoney(value, locale, 2)}</Ltr>;
  const missing = reminder.rates.filter((r) => r.missing);
  const totals: [string, string][] = [[t('open'), reminder.open]];
  if (reminder.interest_applies) totals.push([t('interest'), reminder.interest]);
  if (Number(reminder.compensation)) totals.push([t('compensation'), reminder.compensation]);
  totals.push([t('total'), reminder.total]);
  return (
    <>
      {!reminder.interest_applies && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate(t('no_interest'))}
        </Alert>
      )}
      {missing.length > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="missing-rates">
          {translate(t('missing_rates'), {
            from: missing.map((r) => formatDate(r.from, locale)).join(', '),
          })}{' '}
          <Link component={RouterLink} to={lateInterestRatePaths.list}>
            {translate('resources.late-interest-rates.menu')}
          </Link>
        </Alert>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate(t('preview'))}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(t('document'))}</TableCell>
              <TableCell>{translate(t('due_date'))}</TableCell>
              <TableCell align="right">{translate(t('days_late'))}</TableCell>
              <TableCell align="right">{translate(t('open'))}</TableCell>
              {reminder.interest_applies && (
                <TableCell align="right">{translate(t('interest'))}</TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {reminder.items.map((item) => (
              <TableRow key={item.instalment_id} data-testid="reminder-item">
                <TableCell>
                  <DocumentLink document={item.document} /> ({item.position})
                </TableCell>
                <TableCell>
                  <Ltr>{formatDate(item.due_date, locale)}</Ltr>
                </TableCell>
                <TableCell align="right">{item.days_late}</TableCell>
                <TableCell align="right">{money(item.open)}</TableCell>
                {reminder.interest_applies && (
                  <TableCell align="right">{money(item.interest)}</TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Box sx={{ mt: 1, textAlign: 'end' }} data-testid="reminder-totals">
        {totals.map(([label, value], i) => (
          <Typography
            key={label}
            variant="body2"
            sx={{ fontWeight: i === totals.length - 1 ? 700 : 400 }}
          >
            {translate(label)}: {money(value)}
          </Typography>
        ))}
        <Typography variant="body2" color="text.secondary">
          {translate(t('pay_by_note'), { date: formatDate(reminder.pay_by, locale) })}
        </Typography>
      </Box>
    </>
  );
};

/**
 * "Nuovo sollecito": the level (the next after the last), the letter's date, the days to pay
 * and the 40 € compensation; the API's preview of what it will list; "Crea e stampa" writes
 * it and opens the letter. What the API refuses (nothing overdue, a future date) it says.
 */
export const ReminderDialog = (props: {
  customer: Customer;
  level: ReminderLevel;
  onClose: () => void;
}) => {
  const { customer, onClose } = props;
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const openPdf = useOpenPdf();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<ReminderChoice>({
    level: props.level,
    date: today(),
    deadline_days: DEFAULT_DEADLINE_DAYS[props.level],
    flat_compensation: false,
  });
  const change = (part: Partial<ReminderChoice>) => setChoice((c) => ({ ...c, ...part }));
  const ready = isDate(choice.date) && Number.isInteger(choice.deadline_days);
  const preview = useQuery({
    queryKey: ['customers', 'reminders', customer.id, 'preview', choice],
    queryFn: ({ signal }) => dataProvider.previewReminder(customer.id, choice, signal),
    enabled: ready,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const create = useMutation({
    mutationFn: async () => {
      let created = false;
      await openPdf(async () => {
        const reminder = await dataProvider.createReminder(customer.id, choice);
        created = true;
        notify(t('created'), { type: 'success' });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: ['customers', 'reminders', customer.id] }),
          queryClient.invalidateQueries({ queryKey: ['instalments'] }),
        ]);
        return dataProvider.reminderPdf(reminder.id!);
      }, t('pdf_failed'));
      if (created) onClose();
    },
  });
  const interestApplies = preview.data?.interest_applies ?? true;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="reminder-title">
      <DialogTitle id="reminder-title">
        {translate(t('new_title'), { customer: customer.general?.name ?? '' })}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', pt: 1, mb: 2 }}>
          <TextField
            select
            size="small"
            label={translate(t('level'))}
            value={choice.level}
            onChange={(event) => {
              const level = Number(event.target.value) as ReminderLevel;
              change({ level, deadline_days: DEFAULT_DEADLINE_DAYS[level] });
            }}
            sx={{ minWidth: 240 }}
          >
            {REMINDER_LEVELS.map((level) => (
              <MenuItem key={level} value={level}>
                {translate(t(`levels.${level}`))}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            size="small"
            label={translate(t('date'))}
            value={choice.date}
            onChange={(event) => change({ date: event.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
          />
          <TextField
            type="number"
            size="small"
            label={translate(t('deadline_days'))}
            value={Number.isNaN(choice.deadline_days) ? '' : choice.deadline_days}
            onChange={(event) => change({ deadline_days: parseInt(event.target.value, 10) })}
            slotProps={{ htmlInput: { min: 0, max: 90 } }}
            sx={{ width: 160 }}
          />
          {interestApplies && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={choice.flat_compensation}
                  onChange={(event) => change({ flat_compensation: event.target.checked })}
                />
              }
              label={translate(t('flat_compensation'))}
            />
          )}
        </Box>
        {preview.error && (
          <Alert severity="info" data-testid="reminder-refused">
            {(preview.error as Error).message}
          </Alert>
        )}
        {preview.data && !preview.error && <ReminderPreview reminder={preview.data} />}
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.cancel" onClick={onClose} />
        <Button
          label={t('create')}
          variant="contained"
          disabled={!preview.data || !!preview.error || preview.isFetching || create.isPending}
          onClick={() => create.mutate()}
        />
      </DialogActions>
    </Dialog>
  );
};
