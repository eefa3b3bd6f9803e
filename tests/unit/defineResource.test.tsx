import { describe, expect, it } from 'vitest';
import ContactsIcon from '@mui/icons-material/Contacts';
import { MENU, menuOf } from '../../src/layout/menu';
import { crudPaths, defineResource } from '../../src/lib/resources/defineResource';
import { REDIRECTS } from '../../src/routes/redirects';

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
          '/documents/sales/invoices',
          '/documents/sales/credit-notes',
          '/documents/sales/debit-notes',
        ],
      ],
      ['shipping', ['/shipping/list']],
      [
        'collections',
        ['/collections/instalments', '/collections/payments', '/collections/bank-batches'],
      ],
      ['settings', ['/settings/company', '/settings/bank-accounts']],
    ]);
  });

  it("sends each section's root to its first link", () => {
    expect(REDIRECTS).toEqual([
      { from: '/dashboards', to: '/dashboards/sales' },
      { from: '/registry', to: '/registry/general' },
      { from: '/documents', to: '/documents/sales/orders' },
      { from: '/shipping', to: '/shipping/list' },
      { from: '/collections', to: '/collections/instalments' },
      { from: '/settings', to: '/settings/company' },
    ]);
  });
});
