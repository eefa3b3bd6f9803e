import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { DocumentRow } from '../../../contract/documents';

type Translate = (key: string, options?: Record<string, unknown>) => string;
const t = (key: string) => `resources.documents.rows.dnd.${key}`;

/**
 * What a screen reader hears while a row is dragged, in the UI language: the row by its
 * position and description ("Riga 2, Vite M8, sopra la posizione 4."), instead of
 * @dnd-kit's English defaults that name only internal ids.
 */
export function dragAnnouncements(
  translate: Translate,
  rows: readonly Pick<DocumentRow, 'id' | 'position' | 'description'>[],
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const indexOf = (id: UniqueIdentifier) => rows.findIndex((row) => row.id === id);
  const row = (id: UniqueIdentifier) => {
    const index = indexOf(id);
    return { position: index + 1, description: rows[index]?.description ?? '' };
  };
  const say = (key: string, id: UniqueIdentifier, overId?: UniqueIdentifier) =>
    translate(t(key), {
      ...row(id),
      ...(overId !== undefined && { target: indexOf(overId) + 1 }),
    });
  return {
    screenReaderInstructions: { draggable: translate(t('instructions')) },
    announcements: {
      onDragStart: ({ active }) => say('start', active.id),
      // Over its own place (the first move of every drag): the start is still what to hear.
      onDragOver: ({ active, over }) =>
        over
          ? over.id === active.id
            ? undefined
            : say('over', active.id, over.id)
          : say('over_none', active.id),
      onDragEnd: ({ active, over }) =>
        over ? say('end', active.id, over.id) : say('end_none', active.id),
      onDragCancel: ({ active }) => say('cancel', active.id),
    },
  };
}
