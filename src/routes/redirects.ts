import type { Role } from '../../contract/roles';
import { MENU, menuFor } from '../layout/menu';
import { DASHBOARD_PATHS } from '../pages/dashboards';

/** The home page: `/` (the Admin dashboard slot) leads there, for a role with dashboards. */
export const HOME_TARGET = DASHBOARD_PATHS.sales;

/** Where `/` leads a role: the sales dashboard, else the DDTs (the warehouse), else its first screen. */
export function homeFor(role: Role | null) {
  const links = menuFor(role).flatMap((group) => group.items.map((item) => item.to));
  const preferred = [HOME_TARGET, sectionTarget('/shipping', 'owner')];
  return preferred.find((link) => links.includes(link)) ?? links[0] ?? HOME_TARGET;
}

/** The spec's section roots (`/registry`, `/documents`...): each group's root. */
export const SECTION_ROOTS = MENU.map((group) => group.root);

/** Where a section root leads a role: its group's first link the role may open. */
export function sectionTarget(root: string, role: Role | null) {
  const group = menuFor(role).find((candidate) => candidate.root === root);
  return group?.items[0]?.to ?? MENU.find((candidate) => candidate.root === root)!.items[0].to;
}
