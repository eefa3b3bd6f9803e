import { useLocale, useTranslate } from 'react-admin';
import type { SalesDashboard } from '../../../contract/dashboards';
import { formatMoney } from '../../lib/decimal';
import { statusColour, statusKey } from '../../resources/documents/documentModel';
import { BarChartView } from './BarChartView';
import { ChartCard } from './ChartCard';
import { receivablesData, type ChartDatum } from './dashboardLinks';
import { formatCount } from './dashboardModel';
import { FigureTable } from './FigureTable';
import { useChartTheme } from './useChartTheme';

/**
 * Invoices of the range by payment status (to pay, paying, paid, overdue), with VAT: one
 * bar per status in its chip colour, each opening the invoices in that status.
 */
export const ReceivablesCard = ({ data }: { data: SalesDashboard }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const chart = useChartTheme();
  const title = translate('dashboards.sales.receivables');
  const labelOf = (status: number) => translate(statusKey('invoice', status) ?? String(status));
  const rows = receivablesData(data.receivables, data.range, labelOf);
  const money = (datum: ChartDatum) => formatMoney(datum.amount, locale, 2);
  const count = (datum: ChartDatum) => formatCount(datum.documents ?? 0, locale);
  const documents = translate('dashboards.sales.documents');
  return (
    <ChartCard
      title={title}
      chart={
        <BarChartView
          categories
          data={rows}
          lines={(datum) => [money(datum), `${documents}: ${count(datum)}`]}
          colourOf={(datum) => chart.colour(statusColour('invoice', Number(datum.key)))}
        />
      }
      table={
        <FigureTable
          caption={title}
          rows={rows}
          rowKey={(datum) => datum.key}
          href={(datum) => datum.href}
          columns={[
            {
              header: translate('dashboards.sales.status'),
              cell: (datum) => datum.label,
              link: true,
            },
            { header: translate('dashboards.sales.total'), cell: money, numeric: true },
            { header: documents, cell: count, numeric: true },
          ]}
        />
      }
    />
  );
};
