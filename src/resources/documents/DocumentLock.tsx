import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import type { SalesDocument } from '../../../contract/documents';
import { isIssued } from './documentModel';
import { DocumentRows } from './DocumentRows';
import { DocumentTotals } from './DocumentTotals';
import { ReadOnlyRows } from './ReadOnlyRows';

/** On an issued invoice or note: only its payment status changes; a credit note corrects it. */
export const LockedNotice = () => {
  const record = useRecordContext<SalesDocument>();
  const translate = useTranslate();
  if (!isIssued(record)) return null;
  return (
    <Alert severity="info" sx={{ mx: 2, mt: 2 }}>
      {translate('resources.documents.locked')}
    </Alert>
  );
};

/** The edit page's rows: edited in place on a draft or an order, read-only once issued. */
export const EditableRows = () => {
  const record = useRecordContext<SalesDocument>();
  const translate = useTranslate();
  if (!record) return null;
  if (!isIssued(record)) return <DocumentRows />;
  return (
    <Box component="section" aria-labelledby="document-rows">
      <Divider />
      <Typography id="document-rows" variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {translate('resources.documents.sections.rows')}
      </Typography>
      <Box sx={{ px: 2, overflowX: 'auto' }}>
        <ReadOnlyRows rows={record.rows ?? []} />
      </Box>
      <DocumentTotals />
    </Box>
  );
};
