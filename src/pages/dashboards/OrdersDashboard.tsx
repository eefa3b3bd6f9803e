import Box from '@mui/material/Box';
import { useLocale, useTranslate } from 'react-admin';
import type { OrdersDashboard as OrdersFigures } from '../../../contract/dashboards';
import { formatMoney } from '../../lib/decimal';
import { CHART_GRID, FULL_ROW, KPI_GRID } from './dashboardLayout';
import { DashboardFrame } from './DashboardFrame';
import { dashboardLinks } from './dashboardLinks';
import { KpiCard } from './KpiCard';
import { LateOrdersCard } from './LateOrdersCard';
import { OrdersByStatusCard, ToShipCard } from './OrderFiguresCards';
import { useOrdersDashboard } from './useDashboard';

const Figures = ({ data }: { data: OrdersFigures }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const t = (key: string, options?: object) => translate(`dashboards.orders.${key}`, options);
  const { backlog, late } = data;
  return (
    <>
      <Box sx={KPI_GRID}>
        <KpiCard
          title={t('backlog')}
          value={formatMoney(backlog.amount, locale, 2)}
          href={dashboardLinks.backlog()}
          detail={t('backlog_detail', { smart_count: backlog.documents })}
        />
        <KpiCard
          alert={late.documents > 0}
          title={t('late')}
          value={formatMoney(late.amount, locale, 2)}
          href={dashboardLinks.late(data.today)}
          detail={t('late_detail', { smart_count: late.documents })}
        />
      </Box>
      <Box sx={CHART_GRID}>
        <OrdersByStatusCard data={data} />
        <ToShipCard toShip={data.to_ship} />
        <Box sx={FULL_ROW}>
          <LateOrdersCard data={data} />
        </Box>
      </Box>
    </>
  );
};

/** `/dashboards/orders`: orders by status, backlog, what to ship in four weeks, what is late. */
const OrdersDashboard = () => (
  <DashboardFrame title="app.pages.dashboard_orders" useFigures={useOrdersDashboard}>
    {(data) => <Figures data={data} />}
  </DashboardFrame>
);

export default OrdersDashboard;
