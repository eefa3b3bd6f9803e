import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PaymentsIcon from '@mui/icons-material/Payments';
import SettingsIcon from '@mui/icons-material/Settings';
import type { SvgIconComponent } from '@mui/icons-material';
import { areas } from '../areas';
import type { Role } from '../../contract/roles';
import { canAccessAs } from '../providers/access';
import {
  MENU_GROUP_IDS,
  type AppArea,
  type MenuEntry,
  type MenuGroupId,
} from '../lib/resources/defineResource';

/** A group of the sidebar: its label (a translation key), icon, section root and links. */
export interface MenuGroupDef {
  id: MenuGroupId;
  label: string;
  icon: SvgIconComponent;
  /** The section's own URL (`/registry`), which leads to the group's first link. */
  root: string;
  items: MenuEntry[];
}

const GROUPS: Record<MenuGroupId, Omit<MenuGroupDef, 'id' | 'items'>> = {
  dashboards: { label: 'app.menu.dashboards', icon: DashboardIcon, root: '/dashboards' },
  registry: { label: 'app.menu.registry', icon: FolderSharedIcon, root: '/registry' },
  documents: { label: 'app.menu.documents', icon: DescriptionIcon, root: '/documents' },
  shipping: { label: 'app.menu.shipping', icon: LocalShippingIcon, root: '/shipping' },
  collections: { label: 'app.menu.collections', icon: PaymentsIcon, root: '/collections' },
  settings: { label: 'resources.company-profile.group', icon: SettingsIcon, root: '/settings' },
};

/** The sidebar's groups in order, each with the links the areas declare, in their order. */
export const menuOf = (from: AppArea[]): MenuGroupDef[] =>
  MENU_GROUP_IDS.map((id) => ({
    id,
    ...GROUPS[id],
    items: from.flatMap((area) => area.menu).filter((entry) => entry.group === id),
  })).filter((group) => group.items.length > 0);

export const MENU = menuOf(areas);

/**
 * The sidebar of a role: the links whose screen it may list. Synchronous, from the same rule
 * `authProvider.canAccess` answers with (providers/access.ts): the sidebar never waits.
 */
export const menuFor = (role: Role | null): MenuGroupDef[] =>
  MENU.map((group) => ({
    ...group,
    items: group.items.filter(
      (item) => !item.access || canAccessAs(role, { ...item.access, action: 'list' }),
    ),
  })).filter((group) => group.items.length > 0);
