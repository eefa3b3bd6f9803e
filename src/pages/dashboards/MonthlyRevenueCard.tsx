import { useLocale, useTranslate } from 'react-admin';
import type { SalesDashboard } from '../../../contract/dashboards';
import { formatMoney } from '../../lib/decimal';
import { BarChartView } from './BarChartView';
import { ChartCard } from './ChartCard';
import { monthlyData, type ChartDatum } from './dashboardLinks';
import { FigureTable } from './FigureTable';

/** Revenue of the 24 months ending with the range's: one bar per month, each its invoices. */
export const MonthlyRevenueCard = ({ monthly }: { monthly: SalesDashboard['monthly'] }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const title = translate('dashboards.sales.monthly');
  const data = monthlyData(monthly, locale);
  const money = (datum: ChartDatum) => formatMoney(datum.amount, locale, 2);
  return (
    <ChartCard
      title={title}
      chart={<BarChartView data={data} lines={(datum) => [money(datum)]} />}
      table={
        <FigureTable
          caption={title}
          rows={data}
          rowKey={(datum) => datum.key}
          href={(datum) => datum.href}
          columns={[
            {
              header: translate('dashboards.sales.month_column'),
              cell: (datum) => datum.label,
              link: true,
            },
            { header: translate('dashboards.sales.amount'), cell: money, numeric: true },
          ]}
        />
      }
    />
  );
};
