import { useCan } from '../../lib/useCan';
import { useLocale, useTranslate } from 'react-admin';
import type { DocumentRow } from '../../../contract/documents';
import { LineStatus } from '../../../contract/enums';
import { configTextIn } from '../../../contract/configurator-summary';
import Typography from '@mui/material/Typography';
import { formatDecimal, formatMoney } from '../../lib/decimal';
import { ENUM_CHOICES } from '../../lib/enumChoices';
import type { InlineColumn } from '../../lib/inline/InlineRows';

export type RowColumn = InlineColumn<DocumentRow>;

const label = (name: string) => `resources.documents.rows.${name}`;
const lineStatusName = (status: number) =>
  ENUM_CHOICES.lineStatus.find((choice) => choice.id === status)?.name ?? String(status);

/** An order's row of which DDTs ship or invoices bill something. */
const isBilledOrShipped = (row: DocumentRow) =>
  Number(row.shipped_quantity ?? 0) > 0 || Number(row.invoiced_quantity ?? 0) > 0;

/** The columns of a document's rows, shared by the edit table and the show page. */
export function useRowColumns(): RowColumn[] {
  const locale = useLocale();
  const translate = useTranslate();
  const prices = useCan('documents', 'prices');
  const vat = (row: DocumentRow) =>
    row.vat_rate === '0' && row.vat_nature
      ? `0 % (${row.vat_nature})`
      : translate(`enums.vat_rate.${row.vat_rate}`);
  const columns: RowColumn[] = [
    { label: label('position'), render: (row) => row.position, align: 'right', heading: true },
    {
      label: label('description'),
      heading: true,
      render: (row) => (
        <>
          {row.description}
          {row.config_text && (
            // What the row is configured as (1.250 mm × 800 mm, Satinata), in the UI language.
            <Typography variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {configTextIn(row.config_text, locale)}
            </Typography>
          )}
          {row.status !== LineStatus.to_produce && (
            // The line status once production has started (ready and packed rows can ship).
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {translate(lineStatusName(row.status))}
            </Typography>
          )}
        </>
      ),
    },
    {
      label: label('quantity'),
      render: (row) => (
        <>
          {formatDecimal(row.quantity, locale)}
          {isBilledOrShipped(row) && (
            // An order's row once something of it ships or is invoiced: how much of each.
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {translate(label('billed'), {
                shipped: formatDecimal(row.shipped_quantity ?? '0', locale),
                invoiced: formatDecimal(row.invoiced_quantity, locale),
              })}
            </Typography>
          )}
        </>
      ),
      align: 'right',
    },
    {
      label: label('unit_price'),
      render: (row) => formatMoney(row.unit_price, locale),
      align: 'right',
    },
    {
      label: label('discount'),
      render: (row) => (Number(row.discount) ? `${formatDecimal(row.discount, locale)} %` : ''),
      align: 'right',
    },
    { label: label('vat_rate'), render: vat, align: 'right' },
    {
      label: label('net_amount'),
      render: (row) => formatMoney(row.net_amount, locale, 2),
      align: 'right',
    },
  ];
  // A role that may not see prices (the warehouse) gets what is ordered, not what it costs.
  return prices ? columns : columns.slice(0, 3);
}

/** Amounts and percentages stay on one line ("22 %", "1.234,56 €"). */
export const cellSx = (column: { align?: string }) =>
  column.align === 'right' ? { whiteSpace: 'nowrap' } : undefined;
