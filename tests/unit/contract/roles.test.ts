import { describe, expect, it } from 'vitest';
import { allowsRoute, can, PERMISSIONS, ROLE_PERMISSIONS, ROLES } from '../../../contract/roles';

describe('the role matrix', () => {
  it('gives the owner everything and the accountant only reading', () => {
    expect([...ROLE_PERMISSIONS.owner]).toEqual([...PERMISSIONS]);
    for (const permission of PERMISSIONS) {
      expect(can('accountant', permission), permission).toBe(permission.endsWith('.read'));
    }
  });

  it('keeps issuing and the company profile out of sales’ and warehouse’s hands', () => {
    for (const role of ['sales', 'warehouse'] as const) {
      expect(can(role, 'invoices.issue')).toBe(false);
      expect(can(role, 'invoices.write')).toBe(false);
      expect(can(role, 'collections.write')).toBe(false);
      expect(can(role, 'settings.write')).toBe(false);
    }
    expect(can('warehouse', 'shipping.write')).toBe(true);
    expect(can('warehouse', 'invoices.read')).toBe(false);
    expect(can('sales', 'orders.write')).toBe(true);
    expect(can('administration', 'invoices.issue')).toBe(true);
    expect(can('administration', 'settings.write')).toBe(false);
  });

  it('lets a shared document route in on either type’s permission, and no role on nothing', () => {
    expect(allowsRoute('warehouse', 'documents.read')).toBe(true); // its orders
    expect(allowsRoute('warehouse', 'documents.write')).toBe(false);
    expect(allowsRoute('sales', 'documents.write')).toBe(true); // its orders
    expect(allowsRoute('accountant', 'documents.write')).toBe(false);
    expect(allowsRoute(null, 'registry.read')).toBe(false);
    expect(ROLES.every((role) => allowsRoute(role, 'registry.read'))).toBe(true);
  });
});
