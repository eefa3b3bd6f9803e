import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import type { SdiReceiptItem, SdiReceiptOutcome } from '../../../../contract/sdi';
import type { ChipColour } from '../../../lib/enumChoices';

const t = (key: string) => `resources.documents.sdi.receipts.${key}`;
const OUTCOME_COLOURS: Record<SdiReceiptOutcome, ChipColour> = {
  updated: 'success',
  unchanged: 'default',
  refused: 'warning',
  unknown_file: 'warning',
  unreadable: 'error',
};

/** The upload's report: one line per receipt, its result and the server's explanation. */
export const SdiReceiptsReport = ({ items }: { items: SdiReceiptItem[] }) => {
  const translate = useTranslate();
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate(t('file'))}</TableCell>
          <TableCell>{translate(t('outcome'))}</TableCell>
          <TableCell>{translate(t('message'))}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item, i) => (
          <TableRow key={`${i}-${item.file}`}>
            <TableCell sx={{ wordBreak: 'break-all' }}>{item.file}</TableCell>
            <TableCell>
              <Chip
                size="small"
                color={OUTCOME_COLOURS[item.outcome]}
                label={translate(t(`outcomes.${item.outcome}`))}
              />
            </TableCell>
            <TableCell>{item.message}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
