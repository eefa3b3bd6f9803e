import { useCan } from '../../lib/useCan';
import PaymentsIcon from '@mui/icons-material/Payments';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  Button,
  LinkBase,
  RecordContextProvider,
  useGetList,
  useLocale,
  useTranslate,
} from 'react-admin';
import type { SalesDocument } from '../../../contract/documents';
import type { Instalment } from '../../../contract/instalments';
import { Ltr } from '../../lib/bidi/Bidi';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/decimal';
import { collectPath } from './CollectButton';
import { isOpen } from './instalmentModel';
import { InstalmentStateChip } from './InstalmentStateChip';

const t = (name: string) => `resources.instalments.${name}`;

/**
 * An issued invoice's or debit note's instalments: due date, method, amount, what is open and
 * the state each is in, and "Registra incasso" for the open ones (the payment form).
 */
export const DocumentInstalments = ({ document }: { document: SalesDocument }) => {
  const collects = useCan('payments', 'create');
  const translate = useTranslate();
  const locale = useLocale();
  const { data = [] } = useGetList<Instalment>('instalments', {
    filter: { document_id: document.id, settled: 'true' },
    sort: { field: 'due_date', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  const open = data.filter(isOpen);
  const money = (value: string) => <Ltr>{formatMoney(value, locale, 2)}</Ltr>;
  return (
    <Box
      component="section"
      aria-labelledby="document-instalments"
      data-testid="document-instalments"
      sx={{ ml: 'auto', width: { xs: '100%', md: 640 }, px: 2, pb: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="h3" id="document-instalments" sx={{ flex: 1 }}>
          {translate(t('document.title'))}
        </Typography>
        {collects && open.length > 0 && (
          <Button
            className="no-print"
            label={t('actions.collect')}
            component={LinkBase}
            to={collectPath(document.customer_id, open)}
          >
            <PaymentsIcon />
          </Button>
        )}
      </Box>
      {data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(t('document.none'))}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate(t('fields.due_date'))}</TableCell>
                <TableCell>{translate(t('fields.method'))}</TableCell>
                <TableCell align="right">{translate(t('fields.amount'))}</TableCell>
                <TableCell align="right">{translate(t('fields.open'))}</TableCell>
                <TableCell>{translate(t('fields.state'))}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((i) => (
                <TableRow key={i.id}>
                  <TableCell>
                    <Ltr>{formatDate(i.due_date, locale)}</Ltr>
                  </TableCell>
                  <TableCell>{i.method ?? ''}</TableCell>
                  <TableCell align="right">{money(i.amount)}</TableCell>
                  <TableCell align="right">{money(i.open)}</TableCell>
                  <TableCell>
                    <RecordContextProvider value={i}>
                      <InstalmentStateChip />
                    </RecordContextProvider>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
};
