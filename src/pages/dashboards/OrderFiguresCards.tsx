import { useLocale, useTranslate } from 'react-admin';
import type { OrdersDashboard } from '../../../contract/dashboards';
import { formatMoney } from '../../lib/decimal';
import { statusColour, statusKey } from '../../resources/documents/documentModel';
import { BarChartView } from './BarChartView';
import { ChartCard } from './ChartCard';
import { orderStatusData, toShipData, type ChartDatum } from './dashboardLinks';
import { formatCount } from './dashboardModel';
import { FigureTable } from './FigureTable';
import { useChartTheme } from './useChartTheme';

const t = (key: string) => `dashboards.orders.${key}`;

/** A chart of orders (bars: how many; tooltip and table: how many and their value). */
const OrdersChartCard = ({
  title,
  keyHeader,
  rows,
  colourOf,
  categories = false,
}: {
  title: string;
  keyHeader: string;
  rows: ChartDatum[];
  colourOf?: (datum: ChartDatum) => string;
  /** One horizontal bar per category, every name shown (statuses). */
  categories?: boolean;
}) => {
  const translate = useTranslate();
  const locale = useLocale();
  const money = (datum: ChartDatum) => formatMoney(datum.amount, locale, 2);
  const count = (datum: ChartDatum) => formatCount(datum.documents ?? 0, locale);
  const orders = translate(t('orders'));
  const value = translate(t('value'));
  return (
    <ChartCard
      title={title}
      chart={
        <BarChartView
          counts
          categories={categories}
          data={rows}
          colourOf={colourOf}
          lines={(datum) => [`${orders}: ${count(datum)}`, `${value}: ${money(datum)}`]}
        />
      }
      table={
        <FigureTable
          caption={title}
          rows={rows}
          rowKey={(datum) => datum.key}
          href={(datum) => datum.href}
          columns={[
            { header: keyHeader, cell: (datum) => datum.label, link: true },
            { header: orders, cell: count, numeric: true },
            { header: value, cell: money, numeric: true },
          ]}
        />
      }
    />
  );
};

/** Orders dated in the range, one horizontal bar per order status (0..7) in its chip colour. */
export const OrdersByStatusCard = ({ data }: { data: OrdersDashboard }) => {
  const translate = useTranslate();
  const chart = useChartTheme();
  const labelOf = (status: number) => translate(statusKey('order', status) ?? String(status));
  return (
    <OrdersChartCard
      categories
      title={translate(t('by_status'))}
      keyHeader={translate(t('status'))}
      rows={orderStatusData(data, labelOf)}
      colourOf={(datum) => chart.colour(statusColour('order', Number(datum.key)))}
    />
  );
};

/** Open orders by shipping date, today and the next 27 days: one bar per day. */
export const ToShipCard = ({ toShip }: { toShip: OrdersDashboard['to_ship'] }) => {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <OrdersChartCard
      title={translate(t('to_ship'))}
      keyHeader={translate(t('day'))}
      rows={toShipData(toShip, locale)}
    />
  );
};
