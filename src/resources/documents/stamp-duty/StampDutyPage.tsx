import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import MuiButton from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Title, useDataProvider, useLocale, useTranslate } from 'react-admin';
import { isLocale } from '../../../../contract/messages';
import { QUARTERS, type StampDutyList } from '../../../../contract/stamp-duty';
import { formatDate, today } from '../../../lib/dates';
import { formatMoney } from '../../../lib/decimal';
import { csvFormat } from '../../../lib/list/export/csvFormat';
import { downloadBlob } from '../../../lib/list/export/download';
import { toCsv } from '../../../lib/list/export/toCsv';
import { useOpenPdf } from '../../../lib/useOpenPdf';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { documentPaths } from '../paths';
import { documentName } from '../useCreateFrom';
import { lastQuarter } from './stampDutyModel';

const t = (key: string) => `resources.documents.stamp_duty.${key}`;
const COLUMNS = ['document', 'date', 'customer', 'exempt_amount', 'duty'] as const;
const AMOUNTS = new Set<string>(['exempt_amount', 'duty']);

/** The list as a CSV in the reader's format: one line per document. */
function useCsv() {
  const translate = useTranslate();
  const locale = useLocale();
  return (list: StampDutyList) => {
    const format = csvFormat(locale);
    const rows = list.items.map((item) => [
      documentName(translate, item),
      format.date(item.document_date),
      item.customer.name,
      Number(item.exempt_amount),
      Number(item.duty),
    ]);
    const csv = toCsv(
      COLUMNS.map((column) => translate(t(`columns.${column}`))),
      rows,
      format,
    );
    downloadBlob(
      new Blob([csv], { type: 'text/csv;charset=utf-8' }),
      `bollo-${list.year}-T${list.quarter}.csv`,
    );
  };
}

/**
 * "Imposta di bollo" (`/documents/sales/invoices/stamp-duty`): a quarter (the last one ended by
 * default, the one paid next), the issued documents bearing the 2,00 € duty, the amount due
 * with the F24 tax code and deadline, and the list as CSV or PDF.
 */
export const StampDutyPage = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const pdf = useOpenPdf();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [quarter, setQuarter] = useState(() => lastQuarter(today()));
  const csv = useCsv();
  const { data: list, error } = useQuery({
    queryKey: ['documents', 'stamp-duty', quarter.year, quarter.quarter],
    queryFn: () => dataProvider.stampDuty(quarter),
  });
  const money = (value: string) => formatMoney(value, locale, 2);
  const years = Array.from({ length: 6 }, (_, i) => Number(today().slice(0, 4)) - i);

  const openPdf = () =>
    pdf(
      () => dataProvider.stampDutyPdf({ ...quarter, locale: isLocale(locale) ? locale : 'it' }),
      'ra.notification.http_error',
    );

  return (
    <Card sx={{ mt: 1 }}>
      <Title title={t('title')} />
      <CardContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(t('intro'))}
        </Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
          <TextField
            select
            label={translate(t('year'))}
            value={quarter.year}
            onChange={(event) => setQuarter({ ...quarter, year: Number(event.target.value) })}
            sx={{ width: { xs: '100%', sm: 140 } }}
          >
            {years.map((year) => (
              <MenuItem key={year} value={year}>
                {year}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={translate(t('quarter'))}
            value={quarter.quarter}
            onChange={(event) => setQuarter({ ...quarter, quarter: Number(event.target.value) })}
            sx={{ width: { xs: '100%', sm: 260 } }}
          >
            {QUARTERS.map((q) => (
              <MenuItem key={q} value={q}>
                {translate(t(`quarters.${q}`))}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {error && <Alert severity="error">{(error as Error).message}</Alert>}
        {list && (
          <>
            <Typography variant="h6" component="h2" role="status">
              {translate(t('summary'), {
                smart_count: list.count,
                total: money(list.total),
              })}
            </Typography>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {translate(t('payment'), {
                code: list.tax_code,
                due: formatDate(list.payment_due, locale),
              })}
            </Typography>
            {list.count > 0 && (
              <Table size="small" aria-label={translate(t('title'))}>
                <TableHead>
                  <TableRow>
                    {COLUMNS.map((column) => (
                      <TableCell key={column} align={AMOUNTS.has(column) ? 'right' : 'left'}>
                        {translate(t(`columns.${column}`))}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.items.map((item) => (
                    <TableRow key={item.id}>
                      <TableCell>
                        <Link to={documentPaths.show(item.type, item.id)}>
                          {documentName(translate, item)}
                        </Link>
                      </TableCell>
                      <TableCell>{formatDate(item.document_date, locale)}</TableCell>
                      <TableCell>{item.customer.name}</TableCell>
                      <TableCell align="right">{money(item.exempt_amount)}</TableCell>
                      <TableCell align="right">{money(item.duty)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
                <TableFooter>
                  <TableRow>
                    <TableCell colSpan={4}>{translate(t('total'))}</TableCell>
                    <TableCell align="right">{money(list.total)}</TableCell>
                  </TableRow>
                </TableFooter>
              </Table>
            )}
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              <MuiButton variant="outlined" startIcon={<DownloadIcon />} onClick={() => csv(list)}>
                CSV
              </MuiButton>
              <MuiButton variant="outlined" startIcon={<PictureAsPdfIcon />} onClick={openPdf}>
                PDF
              </MuiButton>
            </Stack>
          </>
        )}
      </CardContent>
    </Card>
  );
};
