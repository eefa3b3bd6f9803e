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
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import TuneIcon from '@mui/icons-material/Tune';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useMemo } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import type { DocumentRow } from '../../../contract/documents';
import { ColumnHeads } from '../../lib/inline/ColumnHeads';
import { RowActionsCell } from '../../lib/inline/RowActionsCell';
import { dragAnnouncements } from './dragAnnouncements';
import { useRowColumns, cellSx } from './rowColumns';
import { TableScroll } from '../../lib/inline/TableScroll';

interface RowActions {
  onEdit: (row: DocumentRow) => void;
  onDelete: (row: DocumentRow) => void;
  /** 'Configura': offered on the rows `canConfigure` accepts. */
  onConfigure: (row: DocumentRow) => void;
  canConfigure: (row: DocumentRow) => boolean;
  /** Alt+Arrow on the handle: one place up (-1) or down (+1). */
  onStep: (row: DocumentRow, step: -1 | 1) => void;
}

const SortableRow = ({
  row,
  selected,
  onEdit,
  onDelete,
  onConfigure,
  canConfigure,
  onStep,
}: RowActions & { row: DocumentRow; selected: boolean }) => {
  const translate = useTranslate();
  const columns = useRowColumns();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: row.id });
  return (
    <TableRow
      ref={setNodeRef}
      selected={selected}
      data-testid={`row-${row.id}`}
      // Inline style: the transform changes on every pointer move.
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      <TableCell className="no-print" padding="checkbox">
        <IconButton
          size="small"
          ref={setActivatorNodeRef}
          aria-label={translate('resources.documents.rows.drag')}
          title={translate('resources.documents.rows.drag')}
          sx={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
          onKeyDown={(event) => {
            if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
              event.preventDefault();
              onStep(row, event.key === 'ArrowUp' ? -1 : 1);
              return;
            }
            listeners?.onKeyDown?.(event);
          }}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
      </TableCell>
      {columns.map((column) => (
        <TableCell key={column.label} align={column.align} sx={cellSx(column)}>
          {column.render(row)}
        </TableCell>
      ))}
      <RowActionsCell onEdit={() => onEdit(row)} onDelete={() => onDelete(row)}>
        {canConfigure(row) && (
          <Tooltip title={translate('configurator.row.configure')}>
            <IconButton size="small" color="primary" onClick={() => onConfigure(row)}>
              <TuneIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </RowActionsCell>
    </TableRow>
  );
};

export interface SortableRowsTableProps extends Omit<RowActions, 'onStep'> {
  rows: DocumentRow[];
  selectedId: Identifier | undefined;
  /** A row was dropped on another's place (by mouse, touch or keyboard). */
  onMove: (activeId: Identifier, overId: Identifier) => void;
}

/** The document's rows; the handle drags a row to a new place (Space + arrows by keyboard). */
export const SortableRowsTable = ({
  rows,
  selectedId,
  onMove,
  ...actions
}: SortableRowsTableProps) => {
  const translate = useTranslate();
  const columns = useRowColumns();
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
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <TableScroll>
        <Table size="small">
          <ColumnHeads columns={columns} handle actions />
          <TableBody>
            <SortableContext
              items={rows.map((row) => row.id)}
              strategy={verticalListSortingStrategy}
            >
              {rows.map((row) => (
                <SortableRow
                  key={row.id}
                  row={row}
                  selected={row.id === selectedId}
                  onStep={onStep}
                  {...actions}
                />
              ))}
            </SortableContext>
          </TableBody>
        </Table>
      </TableScroll>
    </DndContext>
  );
};
