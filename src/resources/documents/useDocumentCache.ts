import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { Identifier } from 'react-admin';
import type { DocumentRow, SalesDocument } from '../../../contract/documents';

const oneKey = (id?: Identifier) =>
  id === undefined ? ['documents', 'getOne'] : ['documents', 'getOne', { id: String(id) }];

/**
 * The current document as react-admin's query cache holds it (the "current item" of the
 * spec): replaced by what a row change answers, or by rows shown before the server answers.
 */
export function useDocumentCache() {
  const queryClient = useQueryClient();
  const setDocument = useCallback(
    (document: SalesDocument) =>
      queryClient.setQueriesData({ queryKey: oneKey(document.id) }, document),
    [queryClient],
  );
  const setRows = useCallback(
    (id: Identifier, rows: DocumentRow[]) =>
      queryClient.setQueriesData<SalesDocument>({ queryKey: oneKey(id) }, (old) =>
        old ? { ...old, rows } : old,
      ),
    [queryClient],
  );
  /** Forgets the current document(s): after a delete, or when a list loads (spec section 4). */
  const clear = useCallback(
    (id?: Identifier) => queryClient.removeQueries({ queryKey: oneKey(id) }),
    [queryClient],
  );
  return { setDocument, setRows, clear };
}

/** Loading a document list clears the current item (spec section 4, "Data actions"). */
export function useClearCurrentDocument() {
  const { clear } = useDocumentCache();
  useEffect(() => {
    clear();
  }, [clear]);
}
