import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Ltr } from '../../lib/bidi/Bidi';
import { NARROW_CELLS } from './dashboardLayout';

export interface FigureColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
  /** This column's cell links to the row's documents (one column per table). */
  link?: boolean;
  /**
   * Long texts (names): the column takes the room the others leave and its cells end in
   * "…", the whole text (this) in their title.
   */
  truncate?: (row: T) => string;
}

const TRUNCATED = {
  width: '100%',
  maxWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/**
 * A chart's figures as a table: the `link` column opens the documents a row counts, the
 * others are the formatted values (numbers aligned to the end).
 */
export function FigureTable<T>({
  caption,
  rows,
  rowKey,
  href,
  columns,
}: {
  caption: string;
  rows: T[];
  rowKey: (row: T) => string;
  href: (row: T) => string;
  columns: FigureColumn<T>[];
}) {
  return (
    <TableContainer sx={[{ maxHeight: 420 }, NARROW_CELLS]}>
      <Table size="small" stickyHeader>
        <Box component="caption" sx={HIDDEN}>
          {caption}
        </Box>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.numeric ? 'right' : 'left'}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell
                  key={column.header}
                  align={column.numeric ? 'right' : 'left'}
                  title={column.truncate?.(row)}
                  // A name is cut at its own end, also in a right-to-left page.
                  dir={column.truncate ? 'auto' : undefined}
                  sx={column.truncate ? TRUNCATED : { whiteSpace: 'nowrap' }}
                >
                  {column.link ? (
                    <Link component={RouterLink} to={href(row)}>
                      {column.cell(row)}
                    </Link>
                  ) : column.numeric ? (
                    <Ltr>{column.cell(row)}</Ltr>
                  ) : (
                    column.cell(row)
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Read by screen readers, not shown. */
export const HIDDEN = {
  position: 'absolute',
  margin: -1,
  padding: 0,
  border: 0,
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
