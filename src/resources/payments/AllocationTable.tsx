import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useLocale, useTranslate } from 'react-admin';
import type { Instalment } from '../../../contract/instalments';
import { Ltr } from '../../lib/bidi/Bidi';
import { formatDate } from '../../lib/dates';
import { decimalSeparator, formatMoney, toInputDecimal, toWireDecimal } from '../../lib/decimal';
import { DocumentLink } from '../documents/DocumentLink';
import { keyOf, type Amounts } from './allocationModel';

const field = (name: string) => `resources.instalments.fields.${name}`;

/**
 * A customer's open instalments, oldest due first, each with what to allocate to it (typed
 * the local way, kept as wire decimals by `i<id>`).
 */
export const AllocationTable = ({
  instalments,
  amounts,
  onChange,
}: {
  instalments: readonly Instalment[];
  amounts: Amounts;
  onChange: (amounts: Amounts) => void;
}) => {
  const translate = useTranslate();
  const locale = useLocale();
  const money = (value: string) => <Ltr>{formatMoney(value, locale, 2)}</Ltr>;
  return (
    <Table size="small" aria-label={translate('resources.payments.allocations.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(field('due_date'))}</TableCell>
          <TableCell>{translate(field('document'))}</TableCell>
          <TableCell>{translate(field('method'))}</TableCell>
          <TableCell align="right">{translate(field('open'))}</TableCell>
          <TableCell align="right">{translate('resources.payments.allocations.amount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {instalments.map((i) => {
          const key = keyOf(i.id);
          const label = `${translate('resources.payments.allocations.amount')}: ${formatDate(i.due_date, locale)}, ${formatMoney(i.open, locale, 2)}`;
          return (
            <TableRow key={i.id} data-testid="allocation-row">
              <TableCell>
                <Ltr>{formatDate(i.due_date, locale)}</Ltr>
                {i.days_overdue > 0 ? ` (+${i.days_overdue})` : ''}
              </TableCell>
              <TableCell>
                <DocumentLink document={i.document} />{' '}
                {translate('resources.instalments.of', { position: i.position, count: i.count })}
              </TableCell>
              <TableCell>{i.method ?? ''}</TableCell>
              <TableCell align="right">{money(i.open)}</TableCell>
              <TableCell align="right" sx={{ width: 160 }}>
                <TextField
                  size="small"
                  value={toInputDecimal(amounts[key] ?? '', locale)}
                  onChange={(event) =>
                    onChange({
                      ...amounts,
                      [key]: toWireDecimal(event.target.value, decimalSeparator(locale)),
                    })
                  }
                  slotProps={{
                    htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'aria-label': label },
                  }}
                />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
};
