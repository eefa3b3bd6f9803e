import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLocale } from 'react-admin';
import { formatDecimal } from '../decimal';
import {
  colorOf,
  errorLines,
  summaryChips,
  type ImportKind,
  type ImportResult,
} from './importModel';

interface ImportPreviewProps<Write extends string> {
  kind: ImportKind<Write>;
  result: ImportResult<Write>;
  word: (name: string, options?: Record<string, unknown>) => string;
}

/**
 * The preview of an import: the summary as chips, then the rows the API returned (with the
 * quantity column when the import moves quantities).
 */
export function ImportPreview<Write extends string>({
  kind,
  result,
  word,
}: ImportPreviewProps<Write>) {
  const locale = useLocale();
  const { items, summary } = result;
  const quantities = items.some((item) => item.quantity !== undefined);
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        aria-label={word('summary.label')}
        role="group"
      >
        {summaryChips(kind, summary).map((chip) => (
          <Chip
            key={chip.id}
            color={chip.color}
            label={word(chip.label, { smart_count: chip.count })}
          />
        ))}
      </Stack>
      {items.length < summary.rows && (
        <Typography variant="body2" color="text.secondary">
          {word('partial', { shown: items.length, total: summary.rows })}
        </Typography>
      )}
      {items.length > 0 && (
        <Table size="small" aria-label={word('table')}>
          <TableHead>
            <TableRow>
              <TableCell align="right">{word('columns.line')}</TableCell>
              <TableCell>{word('columns.code')}</TableCell>
              <TableCell>{word('columns.action')}</TableCell>
              {quantities && <TableCell align="right">{word('columns.quantity')}</TableCell>}
              <TableCell>{word('columns.errors')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.line}>
                <TableCell align="right">{item.line}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.code}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={colorOf(item.action)}
                    label={word(`actions.${item.action}`)}
                  />
                </TableCell>
                {quantities && (
                  <TableCell align="right">{formatDecimal(item.quantity, locale)}</TableCell>
                )}
                <TableCell>
                  {errorLines(item.errors).map((line) => (
                    <Typography key={line} variant="body2" color="error">
                      {line}
                    </Typography>
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
