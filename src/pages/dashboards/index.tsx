import { RequireAccess } from '../../lib/RequireAccess';
import BarChartIcon from '@mui/icons-material/BarChart';
import TimelineIcon from '@mui/icons-material/Timeline';
import { lazy, Suspense, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router-dom';
import type { AppArea } from '../../lib/resources/defineResource';
import { dashboardMethods } from './dashboardMethods';

// Lazy: the dashboards and recharts load in their own chunk, when first opened.
const SalesDashboard = lazy(() => import('./SalesDashboard'));
const OrdersDashboard = lazy(() => import('./OrdersDashboard'));

export const DASHBOARD_PATHS = {
  sales: '/dashboards/sales',
  orders: '/dashboards/orders',
} as const;

const loaded = (page: ReactNode) => <Suspense fallback={<Loading />}>{page}</Suspense>;

/** The dashboards: `/dashboards/sales` (also the home page) and `/dashboards/orders`. */
/** A dashboard, for the roles that see them (the warehouse does not: docs/roles.md). */
const guarded = (page: ReactNode) => (
  <RequireAccess resource="dashboards" action="list">
    {loaded(page)}
  </RequireAccess>
);

export const dashboards: AppArea = {
  routes: [
    <Route key="sales" path={DASHBOARD_PATHS.sales} element={guarded(<SalesDashboard />)} />,
    <Route key="orders" path={DASHBOARD_PATHS.orders} element={guarded(<OrdersDashboard />)} />,
  ],
  menu: [
    {
      group: 'dashboards',
      to: DASHBOARD_PATHS.sales,
      label: 'app.menu.dashboard_sales',
      access: { resource: 'dashboards' },
      icon: BarChartIcon,
    },
    {
      group: 'dashboards',
      to: DASHBOARD_PATHS.orders,
      label: 'app.menu.dashboard_orders',
      access: { resource: 'dashboards' },
      icon: TimelineIcon,
    },
  ],
  api: { dashboards: { methods: dashboardMethods } },
};
