import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { DashboardQuery } from '../../../contract/dashboards';
import type { AppDataProvider } from '../../providers/dataProvider';
import { rangeFromSearch, searchWithRange } from './dashboardModel';

/** The range in the URL (`?from=&to=`): reload and back keep it; none = the server's default. */
export function useDashboardRange() {
  const [search, setSearch] = useSearchParams();
  const range = useMemo(() => rangeFromSearch(search), [search]);
  const setRange = useCallback(
    (next: DashboardQuery) => setSearch((current) => searchWithRange(current, next)),
    [setSearch],
  );
  return { range, setRange };
}

const queryKey = (kind: 'sales' | 'orders', range: DashboardQuery) => [
  'dashboards',
  kind,
  range.from ?? null,
  range.to ?? null,
];
/** The last figures stay on screen while a new range loads; a refused range is not retried. */
const OPTIONS = { placeholderData: keepPreviousData, retry: false } as const;

/** The sales dashboard's figures for the range, through the dataProvider's named method. */
export function useSalesDashboard(range: DashboardQuery) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: queryKey('sales', range),
    queryFn: ({ signal }) => dataProvider.salesDashboard(range, signal),
    ...OPTIONS,
  });
}

/** The orders dashboard's figures for the range. */
export function useOrdersDashboard(range: DashboardQuery) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: queryKey('orders', range),
    queryFn: ({ signal }) => dataProvider.ordersDashboard(range, signal),
    ...OPTIONS,
  });
}
