import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Button, useLocale, useTranslate } from 'react-admin';
import type { Candidate } from '../../../contract/shipping-lists';
import { formatDecimal } from '../../lib/decimal';
import { orderNumber } from './shippingItemModel';

const t = (key: string) => `shipping.${key}`;

/** The candidate order rows: order, customer, article, description, ordered and left. */
export const CandidateTable = ({
  rows,
  chosen,
  onChoose,
}: {
  rows: Candidate[];
  chosen: Candidate | null;
  onChoose: (row: Candidate) => void;
}) => {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <Table size="small" aria-label={translate(t('picker.title'))}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(t('items.order'))}</TableCell>
          <TableCell>{translate(t('items.customer'))}</TableCell>
          <TableCell>{translate(t('items.article'))}</TableCell>
          <TableCell>{translate(t('items.description'))}</TableCell>
          <TableCell align="right">{translate(t('picker.ordered'))}</TableCell>
          <TableCell align="right">{translate(t('picker.left'))}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow
            key={row.document_row_id}
            selected={chosen?.document_row_id === row.document_row_id}
            data-testid={`candidate-${row.document_row_id}`}
          >
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{orderNumber(row)}</TableCell>
            <TableCell>{row.customer.name}</TableCell>
            <TableCell>{row.article_code}</TableCell>
            <TableCell>{row.description}</TableCell>
            <TableCell align="right">{formatDecimal(row.quantity, locale)}</TableCell>
            <TableCell align="right">{formatDecimal(row.left, locale)}</TableCell>
            <TableCell align="right">
              <Button label={t('picker.choose')} onClick={() => onChoose(row)} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
