import MuiButton from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm, useLocale, useTranslate } from 'react-admin';
import type { DeferredPreview } from '../../../../contract/deferred-invoices';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/decimal';
import { SettledDdts } from './SettledDdts';

const t = (key: string) => `resources.documents.deferred.${key}`;

/**
 * The preview: the DDTs billed already by their orders' invoices, one line per invoice to
 * make (customer and month: its DDTs, date, deadline with a warning once past, rows, totals),
 * the period's totals, and "Crea fatture" behind a confirmation.
 */
export const DeferredPreviewTable = ({
  preview,
  disabled,
  onCreate,
}: {
  preview: DeferredPreview;
  disabled: boolean;
  onCreate: () => void;
}) => {
  const translate = useTranslate();
  const locale = useLocale();
  const [asking, setAsking] = useState(false);
  const money = (value: string) => formatMoney(value, locale, 2);
  const count = preview.items.length;

  if (!count) {
    return (
      <Card>
        <CardContent>
          <SettledDdts settled={preview.settled} />
          <Typography role="status">{translate(t('empty'))}</Typography>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardContent>
        <SettledDdts settled={preview.settled} />
        <Stack direction="row" spacing={2} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="h6" component="h2">
            {translate(t('to_make'), { smart_count: count })}
          </Typography>
        </Stack>
        <Table size="small" aria-label={translate(t('to_make'), { smart_count: count })}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(t('columns.customer'))}</TableCell>
              <TableCell>{translate(t('columns.ddts'))}</TableCell>
              <TableCell>{translate(t('columns.invoice_date'))}</TableCell>
              <TableCell>{translate(t('columns.deadline'))}</TableCell>
              <TableCell align="right">{translate(t('columns.rows'))}</TableCell>
              <TableCell align="right">{translate(t('columns.net_total'))}</TableCell>
              <TableCell align="right">{translate(t('columns.total'))}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.items.map((item) => (
              <TableRow key={`${item.customer.id}-${item.month}`}>
                <TableCell>{item.customer.name}</TableCell>
                <TableCell>
                  {item.ddts
                    .map((ddt) =>
                      translate(t('ddt'), {
                        number: `${ddt.number}/${ddt.year}`,
                        date: formatDate(ddt.date, locale),
                      }),
                    )
                    .join(', ')}
                </TableCell>
                <TableCell>{formatDate(item.invoice_date, locale)}</TableCell>
                <TableCell>
                  {formatDate(item.deadline, locale)}
                  {item.late && (
                    <Typography variant="body2" color="error" component="div">
                      {translate(t('late'), { deadline: formatDate(item.deadline, locale) })}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">{item.rows}</TableCell>
                <TableCell align="right">{money(item.net_total)}</TableCell>
                <TableCell align="right">{money(item.total)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={5}>{translate(t('columns.grand_total'))}</TableCell>
              <TableCell align="right">{money(preview.net_total)}</TableCell>
              <TableCell align="right">{money(preview.total)}</TableCell>
            </TableRow>
          </TableFooter>
        </Table>
        <MuiButton
          variant="contained"
          sx={{ mt: 2 }}
          disabled={disabled}
          onClick={() => setAsking(true)}
        >
          {translate(t('create'))}
        </MuiButton>
        <Confirm
          isOpen={asking}
          title={t('confirm_title')}
          content={translate(t('confirm_content'), { smart_count: count })}
          confirm={t('create')}
          onConfirm={() => {
            setAsking(false);
            onCreate();
          }}
          onClose={() => setAsking(false)}
        />
      </CardContent>
    </Card>
  );
};
