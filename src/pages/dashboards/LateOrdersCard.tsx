import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { OrdersDashboard } from '../../../contract/dashboards';
import { formatMoney } from '../../lib/decimal';
import { documentNumber, formatDate } from '../../resources/documents/documentModel';
import { Ltr } from '../../lib/bidi/Bidi';
import { NARROW_CELLS } from './dashboardLayout';
import { dashboardLinks } from './dashboardLinks';
import { daysLate, formatCount } from './dashboardModel';

const t = (key: string) => `dashboards.orders.${key}`;

/**
 * Below `md` the table would not fit: the customer's reference and the shipping date (the
 * days late say it) are left out there.
 */
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;
const wideOnly = (header: string) =>
  header === 'reference' || header === 'shipping_date' ? WIDE_ONLY : undefined;

/** The most overdue open orders, each a link to its edit page, and "see all" of them. */
export const LateOrdersCard = ({ data }: { data: OrdersDashboard }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const titleId = useId();
  const { late, today } = data;
  const headers = ['number', 'customer', 'reference', 'shipping_date', 'days_late', 'net_total'];
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2">
          {translate(t('most_late'))}
        </Typography>
        {late.items.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 1 }}>
            {translate(t('no_late'))}
          </Typography>
        ) : (
          <TableContainer sx={NARROW_CELLS}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {headers.map((header, index) => (
                    <TableCell
                      key={header}
                      align={index > 3 ? 'right' : 'left'}
                      sx={wideOnly(header)}
                    >
                      {translate(header === 'shipping_date' ? t('day') : t(header))}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {late.items.map((order) => (
                  <TableRow key={order.id}>
                    <TableCell>
                      <Link component={RouterLink} to={dashboardLinks.order(order.id)}>
                        {documentNumber(order)}
                      </Link>
                    </TableCell>
                    <TableCell>{order.customer_name}</TableCell>
                    <TableCell sx={WIDE_ONLY}>{order.reference ?? ''}</TableCell>
                    <TableCell sx={[WIDE_ONLY, { whiteSpace: 'nowrap' }]}>
                      <Ltr>{formatDate(order.shipping_date, locale)}</Ltr>
                    </TableCell>
                    <TableCell align="right">
                      <Ltr>{formatCount(daysLate(order.shipping_date, today), locale)}</Ltr>
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Ltr>{formatMoney(order.net_total, locale, 2)}</Ltr>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <Link
          component={RouterLink}
          to={dashboardLinks.late(today)}
          sx={{ display: 'inline-block', mt: 1 }}
        >
          {translate(t('see_all'))}
        </Link>
      </CardContent>
    </Card>
  );
};
