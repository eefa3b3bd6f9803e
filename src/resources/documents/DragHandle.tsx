import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import IconButton from '@mui/material/IconButton';
import { useTranslate } from 'react-admin';
import type { DocumentRow } from '../../../contract/documents';

type Sortable = ReturnType<typeof useSortable>;

/**
 * A row (table row or card) that can be dragged to a new place: the ref and style of the
 * element that moves, and what its handle needs.
 */
export function useSortableRow(row: DocumentRow) {
  const sortable = useSortable({ id: row.id });
  return {
    ref: sortable.setNodeRef,
    // Inline style: the transform changes on every pointer move.
    style: {
      transform: CSS.Transform.toString(sortable.transform),
      transition: sortable.transition,
      opacity: sortable.isDragging ? 0.6 : 1,
      position: 'relative',
      zIndex: sortable.isDragging ? 1 : undefined,
    } as const,
    handle: sortable,
  };
}

/** The handle that drags a row; Alt+Arrow moves it one place up (-1) or down (+1). */
export const DragHandle = ({
  handle,
  onStep,
}: {
  handle: Sortable;
  onStep: (step: -1 | 1) => void;
}) => {
  const translate = useTranslate();
  const { attributes, listeners, setActivatorNodeRef } = handle;
  return (
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
          onStep(event.key === 'ArrowUp' ? -1 : 1);
          return;
        }
        listeners?.onKeyDown?.(event);
      }}
    >
      <DragIndicatorIcon fontSize="small" />
    </IconButton>
  );
};
