import type { DashboardMessages } from './en';

/**
 * Adds the dashboards' messages (`dashboards.*`: range control, KPIs, charts and their
 * tables) to an app catalogue, from their own files like the shipping lists' ones.
 */
export function withDashboards<App extends object>(app: App, dashboards: DashboardMessages) {
  return { ...app, dashboards };
}
