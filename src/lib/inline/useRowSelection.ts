import { useState } from 'react';
import type { Identifier } from 'react-admin';

/** The rows ticked in an inline rows table, for an action on several at once. */
export interface RowSelection {
  /** The ticked rows still in the table, in the order they were ticked. */
  ids: Identifier[];
  /** Every row of the table is ticked. */
  all: boolean;
  has: (id: Identifier) => boolean;
  toggle: (id: Identifier) => void;
  /** Ticks every row, or none when every one is. */
  toggleAll: () => void;
  clear: () => void;
}

/** A selection over `rowIds`: a row removed from the table leaves it. */
export function useRowSelection(rowIds: Identifier[]): RowSelection {
  const [picked, setPicked] = useState<Identifier[]>([]);
  const ids = picked.filter((id) => rowIds.includes(id));
  const all = rowIds.length > 0 && ids.length === rowIds.length;
  return {
    ids,
    all,
    has: (id) => ids.includes(id),
    toggle: (id) =>
      setPicked((current) =>
        current.includes(id) ? current.filter((other) => other !== id) : [...current, id],
      ),
    toggleAll: () => setPicked(all ? [] : rowIds),
    clear: () => setPicked([]),
  };
}
