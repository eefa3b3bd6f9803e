import Box from '@mui/material/Box';
import { useLocale, useTranslate } from 'react-admin';
import type { SalesDashboard } from '../../../contract/dashboards';
import { formatMoney } from '../../lib/decimal';
import { dashboardLinks } from './dashboardLinks';
import { KPI_GRID } from './dashboardLayout';
import { KpiCard } from './KpiCard';
import { RevenueKpi } from './RevenueKpi';

/**
 * The sales key figures: revenue of the range, of this month and of this year (each against
 * last year), the overdue receivables of the ledger, today (prominent, error colour; they
 * open the ledger's overdue instalments) and the average invoice.
 */
export const SalesKpis = ({ data }: { data: SalesDashboard }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const t = (key: string, options?: object) => translate(`dashboards.sales.${key}`, options);
  const average = data.average_invoice;
  return (
    <Box sx={KPI_GRID}>
      <KpiCard
        alert
        title={t('overdue')}
        value={formatMoney(data.overdue.amount, locale, 2)}
        href={dashboardLinks.overdueInstalments()}
        detail={t('overdue_detail', { smart_count: data.overdue.instalments })}
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
