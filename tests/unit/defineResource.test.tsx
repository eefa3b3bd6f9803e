import { describe, expect, it } from 'vitest';
import ContactsIcon from '@mui/icons-material/Contacts';
import { MENU, menuOf } from '../../src/layout/menu';
import { crudPaths, defineResource } from '../../src/lib/resources/defineResource';
import { homeFor, SECTION_ROOTS, sectionTarget } from '../../src/routes/redirects';

const Screen = () => null;

describe('defineResource', () => {
  const widgets = defineResource({
    name: 'widgets',
    icon: ContactsIcon,
    recordRepresentation: 'name',
    paths: crudPaths('/registry/widgets'),
    screens: { list: Screen, edit: Screen },
    menu: { group: 'registry', label: 'resources.widgets.menu' },
    export: async () => ({ fileName: 'resources.widgets.name', columns: [] }),
  });

  it('mounts each given screen at its spec path, and only those', () => {
    expect(widgets.routes.map((route) => (route.props as { path: string }).path)).toEqual([
      '/registry/widgets',
      '/registry/widgets/edit/:id',
    ]);
  });

  it("gives react-admin's own URLs redirects for the screens that exist", () => {
    expect(widgets.resource.name).toBe('widgets');
    expect(Object.keys(widgets.resource)).toEqual(
      expect.arrayContaining(['list', 'create', 'edit', 'recordRepresentation', 'icon']),
    );
    expect(widgets.resource).not.toHaveProperty('show');
  });

  it('links the menu entry to the list', () => {
    expect(widgets.menu).toEqual([
      {
        group: 'registry',
        label: 'resources.widgets.menu',
        to: '/registry/widgets',
        icon: ContactsIcon,
        access: { resource: 'widgets' },
      },
    ]);
    expect(menuOf([widgets]).map((group) => group.id)).toEqual(['registry']);
  });
});

describe('the app menu', () => {
  it('lists the groups in order, each with the links its areas declare', () => {
    expect(MENU.map((group) => [group.id, group.items.map((item) => item.to)])).toEqual([
      ['dashboards', ['/dashboards/sales', '/dashboards/orders']],
      ['registry', expect.arrayContaining(['/registry/general', '/registry/customers'])],
      [
        'documents',
        [
          '/documents/sales/orders',
          '/documents/sales/quotes',
          '/documents/sales/invoices',
          '/documents/sales/credit-notes',
          '/documents/sales/debit-notes',
        ],
      ],
      ['shipping', ['/shipping/list', '/shipping/stock', '/shipping/stock-valuation']],
      [
        'collections',
        ['/collections/instalments', '/collections/payments', '/collections/bank-batches'],
      ],
      [
        'settings',
        [
          '/settings/company',
          '/settings/bank-accounts',
          '/settings/late-interest-rates',
          '/settings/members',
          '/settings/audit',
        ],
      ],
    ]);
  });

  it("sends each section's root to its first link", () => {
    expect(SECTION_ROOTS.map((root) => [root, sectionTarget(root, 'owner')])).toEqual([
      ['/dashboards', '/dashboards/sales'],
      ['/registry', '/registry/general'],
      ['/documents', '/documents/sales/orders'],
      ['/shipping', '/shipping/list'],
      ['/collections', '/collections/instalments'],
      ['/settings', '/settings/company'],
    ]);
  });

  it('leads each role home and to the sections it may open', () => {
    expect(homeFor('owner')).toBe('/dashboards/sales');
    expect(homeFor('accountant')).toBe('/dashboards/sales');
    // No dashboards for the warehouse: its DDTs.
    expect(homeFor('warehouse')).toBe('/shipping/list');
    expect(sectionTarget('/documents', 'warehouse')).toBe('/documents/sales/orders');
  });
});
