import type { SvgIconComponent } from '@mui/icons-material';
import type { ComponentType, ReactElement } from 'react';
import { ResourceContextProvider, type Identifier, type ResourceProps } from 'react-admin';
import { Route } from 'react-router-dom';
import type { AccessQuery } from '../../providers/access';
import type { ProviderCall } from '../../providers/dataProviderModel';
import type { ExportColumn } from '../list/export/exportColumns';
import { registerPage } from '../progress/lazyPage';
import { resourceRedirects } from './resourceRedirects';

/** The sidebar's groups, in order (src/layout/menuGroups.tsx gives their label and icon). */
export const MENU_GROUP_IDS = [
  'dashboards',
  'registry',
  'documents',
  'shipping',
  'collections',
  'settings',
] as const;
export type MenuGroupId = (typeof MENU_GROUP_IDS)[number];

/** A link of the sidebar: where it leads, its translation key, its icon and its group. */
export interface MenuEntry {
  group: MenuGroupId;
  to: string;
  label: string;
  icon: SvgIconComponent;
  /** What its screen lists, asked of `canAccess` with the action `list` (shown to all if absent). */
  access?: Omit<AccessQuery, 'action'>;
}

/**
 * What the generic data provider (src/providers/dataProvider.ts) must know of a resource's
 * endpoints beyond react-admin's calls on `/<name>` and `/<name>/<id>` with JSON bodies.
 */
export interface ResourceApi {
  /** One record per company at `/<name>`, read and saved with no id (the company profile). */
  singleton?: boolean;
  /** An update carrying a picked file goes as form data: POST with `_method=PUT`. */
  formDataUpdate?: boolean;
  /** Its forms' option lists come once from `GET /selects/<name>` (lib/useSelects.ts). */
  selects?: boolean;
  /**
   * Its named calls (price lists, PDFs, rows...): methods of `AppDataProvider`, built on the
   * provider's `call`, which screens reach through `useDataProvider<AppDataProvider>()`.
   */
  methods?: (call: ProviderCall) => object;
}

/** A part of the app: its screens at the spec's URLs, its sidebar links, its API's needs. */
export interface AppArea {
  routes: ReactElement[];
  menu: MenuEntry[];
  /** By REST name: what the data provider must know of its endpoints. */
  api?: Record<string, ResourceApi>;
}

/** What the list's export button writes: the columns and the file name's base. */
export interface ResourceExport {
  columns: ExportColumn[];
  /** Translation key of the file name's base, in the plural (`resources.articles.name`). */
  fileName: string;
}

/** A resource's export, or for a resource with variants (documents) the export of a variant. */
export type ExportDeclaration = ResourceExport | ((variant: string) => ResourceExport);

/** A REST resource of the API with its screens: an area plus react-admin's `<Resource>`. */
export interface AppResource extends AppArea {
  /** The props of its `<Resource>`: REST name, icon, record representation, redirect shims. */
  resource: ResourceProps;
}

/** The spec's URLs of a resource: list, create, and the edit and show pages of a record. */
export interface ResourcePaths {
  list: string;
  create?: string;
  edit?: (id: Identifier) => string;
  editPattern?: string;
  show?: (id: Identifier) => string;
  showPattern?: string;
}

const encoded = (id: Identifier) => encodeURIComponent(String(id));

/** The usual spec URLs under `base`: `base`, `base/add`, `base/edit/:id`. */
export const crudPaths = (base: string) =>
  ({
    list: base,
    create: `${base}/add`,
    edit: (id: Identifier) => `${base}/edit/${encoded(id)}`,
    editPattern: `${base}/edit/:id`,
  }) as const;

type Screen = ComponentType;

export interface ResourceDefinition {
  /** The REST name, the API path after `/api/` (kebab case, as the folder). */
  name: string;
  icon: SvgIconComponent;
  recordRepresentation: ResourceProps['recordRepresentation'];
  paths: ResourcePaths;
  /** The screens at `paths`; a resource with variants (documents) gives `routes` instead. */
  screens?: { list?: Screen; create?: Screen; edit?: Screen; show?: Screen };
  routes?: ReactElement[];
  /** One link to the list in `group` (label: a translation key), or the full entries. */
  menu: { group: MenuGroupId; label: string } | MenuEntry[];
  /**
   * The list's export (a function of the variant for resources with variants), loaded when the
   * user exports: `() => import('./articleExport').then((m) => m.articleExport)`. Every list
   * has the export button, so every resource declares one.
   */
  export: () => Promise<ExportDeclaration>;
  /** What the data provider must know of its endpoints, when they depart from the usual. */
  api?: ResourceApi;
}

/** `element` with `resource` as its resource context, like react-admin's own routes. */
export const inResource = (resource: string, element: ReactElement) => (
  <ResourceContextProvider value={resource}>{element}</ResourceContextProvider>
);

function screenRoutes({ name, paths, screens = {} }: ResourceDefinition) {
  const mounts: [string | undefined, Screen | undefined][] = [
    [paths.list, screens.list],
    [paths.create, screens.create],
    [paths.editPattern, screens.edit],
    [paths.showPattern, screens.show],
  ];
  return mounts.flatMap(([path, Screen]) => {
    if (!path || !Screen) return [];
    if ('preload' in Screen) registerPage(path, Screen as { preload: () => Promise<unknown> });
    return [<Route key={path} path={path} element={inResource(name, <Screen />)} />];
  });
}

/**
 * Everything the app needs of a resource, from one declaration in its folder's `index.ts`:
 * its `<Resource>` (react-admin's own URLs lead to the spec's, docs/routing.md), its screens
 * at the spec's URLs, its sidebar link, what the data provider must know of its endpoints.
 * See docs/adding-a-resource.md.
 */
export function defineResource(definition: ResourceDefinition): AppResource {
  const { name, icon, recordRepresentation, paths, menu, api } = definition;
  return {
    resource: {
      name,
      icon,
      recordRepresentation,
      options: { export: definition.export },
      ...resourceRedirects(paths),
    },
    routes: definition.routes ?? screenRoutes(definition),
    menu: Array.isArray(menu)
      ? menu
      : [{ ...menu, to: paths.list, icon, access: { resource: name } }],
    api: api && { [name]: api },
  };
}
