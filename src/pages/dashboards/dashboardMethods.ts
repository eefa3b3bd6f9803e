import type { DashboardQuery, OrdersDashboard, SalesDashboard } from '../../../contract/dashboards';
import type { ProviderCall } from '../../providers/dataProviderModel';

/** The named calls of the dashboards, part of `AppDataProvider`. */
export interface DashboardMethods {
  /** `GET /dashboards/sales?from&to`: revenue, top customers and articles, receivables. */
  salesDashboard(query?: DashboardQuery, signal?: AbortSignal): Promise<SalesDashboard>;
  /** `GET /dashboards/orders?from&to`: orders by status, backlog, to ship, late. */
  ordersDashboard(query?: DashboardQuery, signal?: AbortSignal): Promise<OrdersDashboard>;
}

/** `?from=&to=` with only the dates given: none at all means the server's default range. */
export const dashboardQueryString = (query: DashboardQuery = {}) => {
  const params = new URLSearchParams();
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  const text = params.toString();
  return text ? `?${text}` : '';
};

export function dashboardMethods(call: ProviderCall): DashboardMethods {
  return {
    salesDashboard: (query, signal) =>
      call('read', `/dashboards/sales${dashboardQueryString(query)}`, { signal }),
    ordersDashboard: (query, signal) =>
      call('read', `/dashboards/orders${dashboardQueryString(query)}`, { signal }),
  };
}
