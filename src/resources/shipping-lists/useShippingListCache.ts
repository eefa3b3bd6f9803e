import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Identifier } from 'react-admin';
import type { ShippingList } from '../../../contract/shipping-lists';

const oneKey = (id: Identifier) => ['shipping-lists', 'getOne', { id: String(id) }];

/**
 * The list being edited as react-admin's query cache holds it: replaced by what an item
 * change answers (new items, totals and version), or read again after a label change.
 */
export function useShippingListCache() {
  const queryClient = useQueryClient();
  const setList = useCallback(
    (list: ShippingList) => queryClient.setQueriesData({ queryKey: oneKey(list.id) }, list),
    [queryClient],
  );
  const reload = useCallback(
    (id: Identifier) => queryClient.invalidateQueries({ queryKey: oneKey(id) }),
    [queryClient],
  );
  return { setList, reload };
}
