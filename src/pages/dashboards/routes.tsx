import { lazy, Suspense, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router-dom';
import { AREA_PATHS } from '../../routes/areaPaths';

// Lazy: the dashboards and recharts load in their own chunk, when first opened.
const SalesDashboard = lazy(() => import('./SalesDashboard'));
const OrdersDashboard = lazy(() => import('./OrdersDashboard'));

export const salesDashboardPath = AREA_PATHS.dashboardSales;
export const ordersDashboardPath = AREA_PATHS.dashboardOrders;

const loaded = (page: ReactNode) => <Suspense fallback={<Loading />}>{page}</Suspense>;

/** The dashboards (`/dashboards/sales`, the home page, and `/dashboards/orders`), for `<CustomRoutes>`. */
export const dashboardRoutes = [
  <Route key="dashboard-sales" path={salesDashboardPath} element={loaded(<SalesDashboard />)} />,
  <Route key="dashboard-orders" path={ordersDashboardPath} element={loaded(<OrdersDashboard />)} />,
];
