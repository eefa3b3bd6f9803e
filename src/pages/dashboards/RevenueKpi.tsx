import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { RevenueComparison } from '../../../contract/dashboards';
import type { DocumentType } from '../../../contract/documents';
import { formatMoney } from '../../lib/decimal';
import { formatDate } from '../../resources/documents/documentModel';
import { dashboardLinks } from './dashboardLinks';
import { formatPercent, negate, percentChange } from './dashboardModel';
import { Isolated, Ltr } from '../../lib/bidi/Bidi';
import { KpiCard } from './KpiCard';

const PARTS = [
  { type: 'invoice', field: 'invoices' },
  { type: 'credit-note', field: 'credit_notes' },
  { type: 'debit-note', field: 'debit_notes' },
] as const satisfies { type: DocumentType; field: string }[];

/**
 * Revenue of a period against the same days last year: the amount, its change, last
 * year's amount, and its three parts (invoices − credit notes + debit notes), each a link.
 */
export const RevenueKpi = ({
  title,
  comparison,
}: {
  title: string;
  comparison: RevenueComparison;
}) => {
  const translate = useTranslate();
  const locale = useLocale();
  const { current, previous } = comparison;
  const money = (amount: string) => formatMoney(amount, locale, 2);
  const change = percentChange(current.amount, previous.amount);
  const changeText = formatPercent(change, locale);
  return (
    <KpiCard
      title={title}
      value={money(current.amount)}
      href={dashboardLinks.invoices(current)}
      detail={
        <>
          <Typography variant="caption" component="div">
            <Isolated>
              {translate('dashboards.range.shown', {
                from: formatDate(current.from, locale),
                to: formatDate(current.to, locale),
              })}
            </Isolated>
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, my: 0.5 }}>
            <Chip
              size="small"
              color={change === null || change === 0 ? 'default' : change > 0 ? 'success' : 'error'}
              label={
                change === null ? (
                  <Isolated>{translate('dashboards.kpi.no_base')}</Isolated>
                ) : (
                  <Ltr>{changeText}</Ltr>
                )
              }
              aria-label={translate('dashboards.kpi.change', { change: changeText })}
            />
            <Link component={RouterLink} to={dashboardLinks.invoices(previous)} underline="hover">
              <Isolated>
                {translate('dashboards.kpi.last_year', { amount: money(previous.amount) })}
              </Isolated>
            </Link>
          </Box>
        </>
      }
    >
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {PARTS.map(({ type, field }) => (
          <Box
            component="li"
            key={type}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}
          >
            <Link component={RouterLink} to={dashboardLinks.documents(type, current)}>
              {translate(`dashboards.sales.${field}`)}
            </Link>
            <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
              <Ltr>{money(type === 'credit-note' ? negate(current[field]) : current[field])}</Ltr>
            </Typography>
          </Box>
        ))}
      </Box>
    </KpiCard>
  );
};
