import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ArticleImportResult } from './articleMethods';
import { ACTION_COLORS, actionLabelKey, errorLines, summaryChips } from './articleImportModel';

const KEY = 'resources.articles.import';

/** The preview of an import: the summary as chips, then the rows the API returned. */
export const ArticleImportPreview = ({ result }: { result: ArticleImportResult }) => {
  const translate = useTranslate();
  const { items, summary } = result;
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        aria-label={translate(`${KEY}.summary.label`)}
        role="group"
      >
        {summaryChips(summary).map((chip) => (
          <Chip
            key={chip.id}
            color={chip.color}
            label={translate(chip.label, { smart_count: chip.count })}
          />
        ))}
      </Stack>
      {items.length < summary.rows && (
        <Typography variant="body2" color="text.secondary">
          {translate(`${KEY}.partial`, { shown: items.length, total: summary.rows })}
        </Typography>
      )}
      {items.length > 0 && (
        <Table size="small" aria-label={translate(`${KEY}.table`)}>
          <TableHead>
            <TableRow>
              <TableCell align="right">{translate(`${KEY}.columns.line`)}</TableCell>
              <TableCell>{translate(`${KEY}.columns.code`)}</TableCell>
              <TableCell>{translate(`${KEY}.columns.action`)}</TableCell>
              <TableCell>{translate(`${KEY}.columns.errors`)}</TableCell>
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
                    color={ACTION_COLORS[item.action]}
                    label={translate(actionLabelKey(item.action))}
                  />
                </TableCell>
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
};
