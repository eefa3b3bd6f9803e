import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { CSSProperties, ReactNode, Ref } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import type { InlineColumn } from './InlineRows';

/** Below `sm` (640 px) rows tables are cards: a table would scroll sideways. */
export const useRowCards = () =>
  useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });

interface RowCardProps<Row> {
  row: Row;
  columns: InlineColumn<Row>[];
  /** Before the heading: the drag handle and the checkbox of an editable document. */
  lead?: ReactNode;
  /** Under the figures: the row's buttons. */
  actions?: ReactNode;
  selected?: boolean;
  cardRef?: Ref<HTMLLIElement>;
  style?: CSSProperties;
}

/**
 * A row on a phone, where its table would need sideways scrolling: the columns that name it
 * as the heading (those marked `heading`, else the first), then each other column as "label
 * value" (empty ones left out), then its buttons. The same columns as the table.
 */
export function RowCard<Row extends { id: Identifier }>({
  row,
  columns,
  lead,
  actions,
  selected,
  cardRef,
  style,
}: RowCardProps<Row>) {
  const translate = useTranslate();
  const marked = columns.some((column) => column.heading);
  const isHeading = (column: InlineColumn<Row>, index: number) =>
    marked ? !!column.heading : index === 0;
  const heading = columns.filter(isHeading);
  const figures = columns
    .filter((column, index) => !isHeading(column, index))
    .map((column) => ({ column, value: column.render(row) }))
    .filter(({ value }) => value !== '' && value !== null);
  return (
    <Paper
      component="li"
      variant="outlined"
      ref={cardRef}
      style={style}
      data-testid={`row-${row.id}`}
      aria-selected={selected}
      sx={{ listStyle: 'none', p: 1, mb: 1, bgcolor: selected ? 'action.selected' : undefined }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        {lead && <Box sx={{ display: 'flex', flexShrink: 0 }}>{lead}</Box>}
        <Box sx={{ display: 'flex', gap: 1, pt: lead ? 0.75 : 0, fontWeight: 600 }}>
          {heading.map((column) => (
            <Box key={column.label}>{column.render(row)}</Box>
          ))}
        </Box>
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr 1fr',
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          mt: 1,
        }}
      >
        {figures.map(({ column, value }) => (
          <Box key={column.label}>
            <Box component="dt" sx={{ typography: 'caption', color: 'text.secondary' }}>
              {translate(column.label)}
            </Box>
            <Box component="dd" sx={{ m: 0, typography: 'body2' }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      {actions && <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>{actions}</Box>}
    </Paper>
  );
}
