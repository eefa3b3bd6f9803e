import { generalRegPaths } from '../resources/general-regs/paths';
import { AREA_PATHS } from './areaPaths';

/** The spec's section roots and where they lead. `/` is the Admin dashboard (HomeRedirect). */
export const HOME_TARGET = AREA_PATHS.dashboardSales;

export const REDIRECTS: { from: string; to: string }[] = [
  { from: '/registry', to: generalRegPaths.list },
  { from: '/documents', to: AREA_PATHS.documents('orders') },
  { from: '/shipping', to: AREA_PATHS.shipping },
  { from: '/dashboards', to: AREA_PATHS.dashboardSales },
];
