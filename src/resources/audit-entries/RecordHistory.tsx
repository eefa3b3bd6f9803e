import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import type { AuditEntry } from '../../../contract/audit-entries';
import { useCan } from '../../lib/useCan';
import { ActionField, ChangesField, MomentField } from './AuditFields';

const field = (name: string) => `resources.audit-entries.fields.${name}`;

interface RecordHistoryProps {
  /** The resource as the server records it: the route's first segment (`shipping-lists`). */
  resource: string;
}

/**
 * "Cronologia" of the page's record (its record context): who created, changed, issued,
 * downloaded it and when, newest first; for the roles that read the audit trail (owner,
 * accountant).
 */
export const RecordHistory = ({ resource }: RecordHistoryProps) => {
  const id = useRecordContext()?.id;
  const translate = useTranslate();
  const allowed = useCan('audit-entries', 'list');
  const { data } = useGetList<AuditEntry>(
    'audit-entries',
    {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'DESC' },
      filter: { resource, record_id: String(id) },
    },
    { enabled: allowed && id !== undefined },
  );
  if (!allowed || !data) return null;
  return (
    <Box component="section" aria-labelledby="record-history" className="no-print" sx={{ pb: 2 }}>
      <Divider />
      <Typography id="record-history" variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {translate('resources.audit-entries.history')}
      </Typography>
      <Box sx={{ px: 2, overflowX: 'auto' }}>
        {data.length === 0 ? (
          <Typography color="text.secondary">
            {translate('resources.audit-entries.empty')}
          </Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                {['at', 'user_email', 'action', 'changes'].map((name) => (
                  <TableCell key={name}>{translate(field(name))}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell>
                    <MomentField record={entry} />
                  </TableCell>
                  <TableCell>{entry.user_email}</TableCell>
                  <TableCell>
                    <ActionField record={entry} />
                  </TableCell>
                  <TableCell>
                    <ChangesField record={entry} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Box>
    </Box>
  );
};
