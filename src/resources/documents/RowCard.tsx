import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { CSSProperties, ReactNode, Ref } from 'react';
import { useTranslate } from 'react-admin';
import type { DocumentRow } from '../../../contract/documents';
import type { RowColumn } from './rowColumns';

interface RowCardProps {
  row: DocumentRow;
  columns: RowColumn[];
  /** Before the heading: the drag handle and the checkbox of an editable document. */
  lead?: ReactNode;
  /** Under the figures: the row's buttons. */
  actions?: ReactNode;
  selected?: boolean;
  cardRef?: Ref<HTMLLIElement>;
  style?: CSSProperties;
}

/**
 * A document row on a phone, where the rows table would need sideways scrolling: its number
 * and description as the heading, then each other column as "label value" (empty ones left
 * out), then its buttons. The same columns as the table (`useRowColumns`).
 */
export const RowCard = ({
  row,
  columns,
  lead,
  actions,
  selected,
  cardRef,
  style,
}: RowCardProps) => {
  const translate = useTranslate();
  const heading = columns.filter((column) => column.heading);
  const figures = columns
    .filter((column) => !column.heading)
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
};
