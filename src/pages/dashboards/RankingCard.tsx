import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '../../lib/decimal';
import { Ltr } from '../../lib/bidi/Bidi';
import { ChartCard } from './ChartCard';
import { shareOfMax } from './dashboardLinks';
import { FigureTable, type FigureColumn } from './FigureTable';

export interface Ranked {
  key: string;
  name: string;
  amount: string;
  href: string;
  /** A second figure (documents, quantity), formatted. */
  extra: string;
}

/**
 * A top ten by revenue: a ranked list whose bars show each share of the first (each name
 * a link to its invoices), or the same rows as a table.
 */
export const RankingCard = ({
  title,
  nameHeader,
  extraHeader,
  rows,
}: {
  title: string;
  nameHeader: string;
  extraHeader: string;
  rows: Ranked[];
}) => {
  const translate = useTranslate();
  const locale = useLocale();
  const money = (amount: string) => formatMoney(amount, locale, 2);
  const amounts = rows.map((row) => row.amount);
  const columns: FigureColumn<Ranked>[] = [
    { header: translate('dashboards.sales.rank'), cell: (row) => rows.indexOf(row) + 1 },
    { header: nameHeader, cell: (row) => row.name, link: true, truncate: (row) => row.name },
    {
      header: translate('dashboards.sales.amount'),
      cell: (row) => money(row.amount),
      numeric: true,
    },
    { header: extraHeader, cell: (row) => row.extra, numeric: true },
  ];
  const empty = (
    <Typography color="text.secondary">{translate('dashboards.sales.empty')}</Typography>
  );
  // Each line: the name takes what room is left and ends in "…" (the whole name in its
  // title), the amount never shrinks and stays at the line's end.
  const list = (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {rows.map((row, index) => (
        <Box component="li" key={row.key} sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={row.href}
              underline="hover"
              title={row.name}
              noWrap
              // The name in its own direction, cut at its end ("…"), on the page's start side
              // ('left' is turned to 'right' in right-to-left pages).
              dir="auto"
              sx={{ display: 'block', flex: '1 1 auto', minWidth: 0, textAlign: 'left' }}
            >
              {`${index + 1}. ${row.name}`}
            </Link>
            <Typography
              variant="body2"
              sx={{ flex: '0 0 auto', whiteSpace: 'nowrap', textAlign: 'end' }}
            >
              <Ltr>{money(row.amount)}</Ltr>
            </Typography>
          </Box>
          <Box sx={{ height: 6, borderRadius: 3, bgcolor: 'action.hover' }} aria-hidden>
            <Box
              sx={{
                height: 1,
                borderRadius: 3,
                bgcolor: 'primary.main',
                width: `${shareOfMax(row.amount, amounts)}%`,
              }}
            />
          </Box>
        </Box>
      ))}
    </Box>
  );
  return (
    <ChartCard
      title={title}
      chart={rows.length ? list : empty}
      table={
        rows.length ? (
          <FigureTable
            caption={title}
            rows={rows}
            rowKey={(row) => row.key}
            href={(row) => row.href}
            columns={columns}
          />
        ) : (
          empty
        )
      }
    />
  );
};
