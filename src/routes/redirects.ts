import { MENU } from '../layout/menu';
import { DASHBOARD_PATHS } from '../pages/dashboards';

/** The home page: `/` (the Admin dashboard slot) leads there. */
export const HOME_TARGET = DASHBOARD_PATHS.sales;

/** The spec's section roots (`/registry`, `/documents`...) lead to their group's first link. */
export const REDIRECTS: { from: string; to: string }[] = MENU.map((group) => ({
  from: group.root,
  to: group.items[0].to,
}));
