import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Loading, Title, useDataProvider, useLocale, useTranslate } from 'react-admin';
import { fromWireDate, toWireDate, UiDateLocalization } from '../../lib/DateInput';
import { formatDecimal, formatMoney } from '../../lib/decimal';
import { today } from '../../lib/dates';
import { csvFormat } from '../../lib/list/export/csvFormat';
import { downloadBlob } from '../../lib/list/export/download';
import { toCsv } from '../../lib/list/export/toCsv';
import { useCan } from '../../lib/useCan';
import type { AppDataProvider } from '../../providers/dataProvider';
import { valuationRows } from './stockModel';

const t = (key: string) => `resources.stock-movements.valuation.${key}`;

/**
 * `/shipping/stock-valuation`: what the shelf held at the end of a day (today by default),
 * each stocked article's quantity at its unit cost, and the total; "Scarica CSV" writes the
 * same table in the reader's CSV format. Costs and values are prices: a role without
 * `prices.read` sees the quantities only.
 */
export const StockValuationPage = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const dataProvider = useDataProvider<AppDataProvider>();
  const prices = useCan('stock-movements', 'prices');
  const [date, setDate] = useState(today());
  const { data, isPending, error } = useQuery({
    queryKey: ['stock-valuation', date],
    queryFn: () => dataProvider.stockValuation(date),
  });
  const download = () => {
    if (!data) return;
    // Without prices, the quantities only: the cost and value columns go, headers and all.
    const width = prices ? 6 : 4;
    const headers = ['code', 'description', 'unit', 'quantity', 'cost', 'value']
      .slice(0, width)
      .map((k) => translate(t(k)));
    const rows = valuationRows(data, translate(t('total'))).map((r) => r.slice(0, width));
    const csv = toCsv(headers, rows, csvFormat(locale));
    const name = `${translate(t('file'))} ${data.date}.csv`;
    downloadBlob(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }), name);
  };
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate(t('title'))} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <UiDateLocalization>
          <DatePicker
            label={translate(t('date'))}
            value={fromWireDate(date)}
            onChange={(value) => {
              const wire = toWireDate(value);
              if (wire) setDate(wire);
            }}
            slotProps={{ textField: { size: 'small' } }}
          />
        </UiDateLocalization>
        <Button label={t('csv')} onClick={download} disabled={!data} variant="outlined">
          <DownloadIcon />
        </Button>
      </Box>
      {isPending ? (
        <Loading />
      ) : error || !data ? null : (
        <Card>
          <Table size="small" aria-label={translate(t('title'))}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(t('code'))}</TableCell>
                <TableCell>{translate(t('description'))}</TableCell>
                <TableCell align="right">{translate(t('quantity'))}</TableCell>
                {prices && <TableCell align="right">{translate(t('cost'))}</TableCell>}
                {prices && <TableCell align="right">{translate(t('value'))}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>{translate(t('empty'))}</TableCell>
                </TableRow>
              )}
              {data.items.map((line) => (
                <TableRow key={line.article_id}>
                  <TableCell>{line.code}</TableCell>
                  <TableCell>{line.description}</TableCell>
                  <TableCell align="right">
                    {formatDecimal(line.quantity, locale)} {line.unit}
                  </TableCell>
                  {prices && (
                    <TableCell align="right">
                      {line.cost === null
                        ? translate(t('not_valued'))
                        : formatMoney(line.cost, locale)}
                    </TableCell>
                  )}
                  {prices && (
                    <TableCell align="right">{formatMoney(line.stock_value, locale, 2)}</TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
            {prices && (
              <TableHead>
                <TableRow>
                  <TableCell colSpan={4}>
                    <Typography sx={{ fontWeight: 'bold' }}>{translate(t('total'))}</Typography>
                  </TableCell>
                  <TableCell align="right">
                    <Typography sx={{ fontWeight: 'bold' }}>
                      {formatMoney(data.total_value, locale, 2)}
                    </Typography>
                  </TableCell>
                </TableRow>
              </TableHead>
            )}
          </Table>
        </Card>
      )}
    </Box>
  );
};
