import Box from '@mui/material/Box';
import { useLocale, useTranslate } from 'react-admin';
import type { SalesDashboard } from '../../../contract/dashboards';
import { PaymentStatus } from '../../../contract/enums';
import { formatMoney } from '../../lib/decimal';
import { byStatus, dashboardLinks } from './dashboardLinks';
import { KPI_GRID } from './dashboardLayout';
import { KpiCard } from './KpiCard';
import { RevenueKpi } from './RevenueKpi';

/**
 * The sales key figures: revenue of the range, of this month and of this year (each against
 * last year), the overdue receivables (prominent, error colour) and the average invoice.
 */
export const SalesKpis = ({ data }: { data: SalesDashboard }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const t = (key: string, options?: object) => translate(`dashboards.sales.${key}`, options);
  const [overdue] = byStatus(data.receivables, [PaymentStatus.overdue]);
  const average = data.average_invoice;
  return (
    <Box sx={KPI_GRID}>
      <KpiCard
        alert
        title={t('overdue')}
        value={formatMoney(overdue.amount, locale, 2)}
        href={dashboardLinks.receivables(PaymentStatus.overdue, data.range)}
        detail={t('overdue_detail', { smart_count: overdue.documents })}
      />
      <RevenueKpi title={t('revenue')} comparison={data.revenue} />
      <RevenueKpi title={t('month')} comparison={data.month} />
      <RevenueKpi title={t('year')} comparison={data.year} />
      <KpiCard
        title={t('average_invoice')}
        value={formatMoney(average.amount, locale, 2)}
        href={dashboardLinks.invoices(data.range)}
        detail={t('average_detail', { smart_count: average.invoices })}
      />
    </Box>
  );
};
