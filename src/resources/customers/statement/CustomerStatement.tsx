import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useDataProvider, useLocale, useRecordContext, useTranslate } from 'react-admin';
import type { Customer } from '../../../../contract/customers';
import type { StatementLine } from '../../../../contract/statements';
import { Ltr } from '../../../lib/bidi/Bidi';
import { formatDate, today } from '../../../lib/dates';
import { formatMoney } from '../../../lib/decimal';
import { useOpenPdf } from '../../../lib/useOpenPdf';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { DocumentLink } from '../../documents/DocumentLink';

const t = (name: string) => `resources.customers.statement.${name}`;

/**
 * "Estratto conto": the customer's movements from a day (1 January by default) after the
 * balance brought forward, each with the running balance, overdue documents in red; the
 * balance and what is overdue; the PDF in the customer's language.
 */
export const CustomerStatement = () => {
  const record = useRecordContext<Customer>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const locale = useLocale();
  const openPdf = useOpenPdf();
  const [from, setFrom] = useState(`${today().slice(0, 4)}-01-01`);
  const { data } = useQuery({
    queryKey: ['customers', 'statement', record?.id, from],
    queryFn: ({ signal }) => dataProvider.getStatement(record!.id, from, signal),
    enabled: record?.id !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(from),
  });
  if (!record) return null;
  const money = (value: string) => <Ltr>{formatMoney(value, locale, 2)}</Ltr>;
  const amount = (value: string) => (Number(value) ? money(value) : '');
  const movement = (line: StatementLine) => (
    <>
      {line.kind !== 'document' && translate(t(`kinds.${line.kind}`))}
      {line.kind !== 'document' && line.document && ' – '}
      {line.document && <DocumentLink document={line.document} />}
    </>
  );
  return (
    <Box sx={{ p: 2 }} data-testid="customer-statement">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <TextField
          type="date"
          size="small"
          label={translate(t('from'))}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button
          label={t('pdf')}
          variant="outlined"
          onClick={() => openPdf(() => dataProvider.statementPdf(record.id, from), t('pdf_failed'))}
        >
          <PictureAsPdfIcon />
        </Button>
      </Box>
      {data && (
        <>
          <Typography variant="body2" sx={{ mb: 1 }} data-testid="statement-totals">
            {translate(t('totals'), {
              balance: formatMoney(data.closing_balance, locale, 2),
              open: formatMoney(data.open, locale, 2),
              overdue: formatMoney(data.overdue, locale, 2),
            })}
          </Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={translate(t('title'))}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate(t('date'))}</TableCell>
                  <TableCell>{translate(t('movement'))}</TableCell>
                  <TableCell align="right">{translate(t('debit'))}</TableCell>
                  <TableCell align="right">{translate(t('credit'))}</TableCell>
                  <TableCell align="right">{translate(t('balance'))}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                <TableRow>
                  <TableCell />
                  <TableCell>{translate(t('opening'))}</TableCell>
                  <TableCell />
                  <TableCell />
                  <TableCell align="right">{money(data.opening_balance)}</TableCell>
                </TableRow>
                {data.lines.map((line, k) => (
                  <TableRow
                    key={k}
                    data-testid="statement-line"
                    sx={line.overdue ? { '& td': { color: 'error.main' } } : undefined}
                  >
                    <TableCell>
                      <Ltr>{formatDate(line.date, locale)}</Ltr>
                    </TableCell>
                    <TableCell>
                      {movement(line)}
                      {line.overdue && ` (${translate(t('overdue'))})`}
                    </TableCell>
                    <TableCell align="right">{amount(line.debit)}</TableCell>
                    <TableCell align="right">{amount(line.credit)}</TableCell>
                    <TableCell align="right">{money(line.balance)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Box>
  );
};
