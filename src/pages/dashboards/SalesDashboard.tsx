import Box from '@mui/material/Box';
import { useLocale, useTranslate } from 'react-admin';
import type { SalesDashboard as SalesFigures } from '../../../contract/dashboards';
import { formatDecimal } from '../../lib/decimal';
import { dashboardLinks } from './dashboardLinks';
import { formatCount } from './dashboardModel';
import { CHART_GRID, FULL_ROW } from './dashboardLayout';
import { DashboardFrame } from './DashboardFrame';
import { MonthlyRevenueCard } from './MonthlyRevenueCard';
import { RankingCard } from './RankingCard';
import { ReceivablesCard } from './ReceivablesCard';
import { SalesKpis } from './SalesKpis';
import { useSalesDashboard } from './useDashboard';

const Figures = ({ data }: { data: SalesFigures }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const t = (key: string) => translate(`dashboards.sales.${key}`);
  return (
    <>
      <SalesKpis data={data} />
      <Box sx={CHART_GRID}>
        <Box sx={FULL_ROW}>
          <MonthlyRevenueCard monthly={data.monthly} />
        </Box>
        <RankingCard
          title={t('top_customers')}
          nameHeader={t('customer')}
          extraHeader={t('documents')}
          rows={data.top_customers.map((customer) => ({
            key: String(customer.customer_id),
            name: customer.name,
            amount: customer.amount,
            href: dashboardLinks.customer(customer.customer_id, data.range),
            extra: formatCount(customer.documents, locale),
          }))}
        />
        <RankingCard
          title={t('top_articles')}
          nameHeader={t('article')}
          extraHeader={t('quantity')}
          rows={data.top_articles.map((article) => ({
            key: String(article.article_id),
            name: `${article.code} – ${article.description}`,
            amount: article.amount,
            href: dashboardLinks.article(article.article_id, data.range),
            extra: formatDecimal(article.quantity, locale),
          }))}
        />
        <ReceivablesCard data={data} />
      </Box>
    </>
  );
};

/** `/dashboards/sales` (the home page): revenue, its trend, best customers and articles. */
const SalesDashboard = () => (
  <DashboardFrame title="app.pages.dashboard_sales" useFigures={useSalesDashboard}>
    {(data) => <Figures data={data} />}
  </DashboardFrame>
);

export default SalesDashboard;
