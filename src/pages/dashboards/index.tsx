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
export const dashboards: AppArea = {
  routes: [
    <Route key="sales" path={DASHBOARD_PATHS.sales} element={loaded(<SalesDashboard />)} />,
    <Route key="orders" path={DASHBOARD_PATHS.orders} element={loaded(<OrdersDashboard />)} />,
  ],
  menu: [
    {
      group: 'dashboards',
      to: DASHBOARD_PATHS.sales,
      label: 'app.menu.dashboard_sales',
      icon: BarChartIcon,
    },
    {
      group: 'dashboards',
      to: DASHBOARD_PATHS.orders,
      label: 'app.menu.dashboard_orders',
      icon: TimelineIcon,
    },
  ],
  api: { dashboards: { methods: dashboardMethods } },
};
