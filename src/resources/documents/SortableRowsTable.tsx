import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import type { DocumentRow } from '../../../contract/documents';
import { ColumnHeads } from '../../lib/inline/ColumnHeads';
import { RowActions, RowActionsCell } from '../../lib/inline/RowActionsCell';
import { SelectBox } from '../../lib/inline/SelectBox';
import { TableScroll } from '../../lib/inline/TableScroll';
import type { RowSelection } from '../../lib/inline/useRowSelection';
import { dragAnnouncements } from './dragAnnouncements';
import { DragHandle, useSortableRow } from './DragHandle';
import { RowCard, useRowCards } from '../../lib/inline/RowCard';
import { cellSx, useRowColumns } from './rowColumns';

interface RowActionProps {
  onEdit: (row: DocumentRow) => void;
  onDelete: (row: DocumentRow) => void;
  /** 'Configura': offered on the rows `canConfigure` accepts. */
  onConfigure: (row: DocumentRow) => void;
  canConfigure: (row: DocumentRow) => boolean;
}

interface RowProps extends RowActionProps {
  row: DocumentRow;
  /** The row is in the form above. */
  selected: boolean;
  selection?: RowSelection;
  /** Alt+Arrow on the handle: one place up (-1) or down (+1). */
  onStep: (row: DocumentRow, step: -1 | 1) => void;
}

type HandleOf = ReturnType<typeof useSortableRow>['handle'];

/** The handle, then the checkbox when rows can be ticked. */
const Lead = ({ row, selection, onStep, handle }: RowProps & { handle: HandleOf }) => {
  const translate = useTranslate();
  return (
    <>
      <DragHandle handle={handle} onStep={(step) => onStep(row, step)} />
      {selection && (
        <SelectBox
          checked={selection.has(row.id)}
          onChange={() => selection.toggle(row.id)}
          label={translate('resources.documents.rows.select', { position: row.position })}
        />
      )}
    </>
  );
};

/** "Configura", on the rows that take a configuration. */
const ConfigureButton = ({ row, onConfigure, canConfigure }: RowProps) => {
  const translate = useTranslate();
  if (!canConfigure(row)) return null;
  return (
    <Tooltip title={translate('configurator.row.configure')}>
      <IconButton size="small" color="primary" onClick={() => onConfigure(row)}>
        <TuneIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};

const SortableTableRow = (props: RowProps) => {
  const columns = useRowColumns();
  const { ref, style, handle } = useSortableRow(props.row);
  return (
    <TableRow ref={ref} selected={props.selected} data-testid={`row-${props.row.id}`} style={style}>
      <TableCell className="no-print" padding="checkbox" sx={{ whiteSpace: 'nowrap' }}>
        <Lead {...props} handle={handle} />
      </TableCell>
      {columns.map((column) => (
        <TableCell key={column.label} align={column.align} sx={cellSx(column)}>
          {column.render(props.row)}
        </TableCell>
      ))}
      <RowActionsCell
        onEdit={() => props.onEdit(props.row)}
        onDelete={() => props.onDelete(props.row)}
      >
        <ConfigureButton {...props} />
      </RowActionsCell>
    </TableRow>
  );
};

const SortableCard = (props: RowProps) => {
  const columns = useRowColumns();
  const { ref, style, handle } = useSortableRow(props.row);
  return (
    <RowCard
      row={props.row}
      columns={columns}
      cardRef={ref}
      style={style}
      selected={props.selected}
      lead={<Lead {...props} handle={handle} />}
      actions={
        <RowActions
          onEdit={() => props.onEdit(props.row)}
          onDelete={() => props.onDelete(props.row)}
        >
          <ConfigureButton {...props} />
        </RowActions>
      }
    />
  );
};

export interface SortableRowsTableProps extends RowActionProps {
  rows: DocumentRow[];
  /** The row in the form above. */
  selectedId: Identifier | undefined;
  /** Checkboxes for an action on several rows; none without. */
  selection?: RowSelection;
  /** A row was dropped on another's place (by mouse, touch or keyboard). */
  onMove: (activeId: Identifier, overId: Identifier) => void;
}

/**
 * The document's rows, a table (cards on a phone); the handle drags a row to a new place
 * (Space + arrows by keyboard).
 */
export const SortableRowsTable = ({
  rows,
  selectedId,
  selection,
  onMove,
  ...actions
}: SortableRowsTableProps) => {
  const translate = useTranslate();
  const columns = useRowColumns();
  const cards = useRowCards();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useMemo(() => dragAnnouncements(translate, rows), [translate, rows]);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(active.id, over.id);
  };
  const onStep = (row: DocumentRow, step: -1 | 1) => {
    const target = rows[rows.findIndex((other) => other.id === row.id) + step];
    if (target) onMove(row.id, target.id);
  };
  const rowProps = (row: DocumentRow): RowProps => ({
    row,
    selected: row.id === selectedId,
    selection,
    onStep,
    ...actions,
  });
  const selectAll = selection && (
    <SelectBox
      checked={selection.all}
      indeterminate={selection.ids.length > 0 && !selection.all}
      onChange={selection.toggleAll}
      label={translate('resources.documents.rows.select_all')}
    />
  );
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={rows.map((row) => row.id)} strategy={verticalListSortingStrategy}>
        {cards ? (
          <>
            {selectAll && (
              <Box
                sx={{ display: 'flex', alignItems: 'center', gap: 0.5, paddingInlineStart: '34px' }}
              >
                {selectAll}
                <Typography variant="body2" aria-hidden>
                  {translate('resources.documents.rows.select_all')}
                </Typography>
              </Box>
            )}
            <Box component="ul" sx={{ p: 0, m: 0 }}>
              {rows.map((row) => (
                <SortableCard key={row.id} {...rowProps(row)} />
              ))}
            </Box>
          </>
        ) : (
          <TableScroll>
            <Table size="small">
              <ColumnHeads columns={columns} handle actions select={selectAll} />
              <TableBody>
                {rows.map((row) => (
                  <SortableTableRow key={row.id} {...rowProps(row)} />
                ))}
              </TableBody>
            </Table>
          </TableScroll>
        )}
      </SortableContext>
    </DndContext>
  );
};
