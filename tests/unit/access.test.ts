import { describe, expect, it } from 'vitest';
import { activeRole, canAccessAs, documentsOf } from '../../src/providers/access';
import { ALFA, BETA, makeUser } from '../component/fixtures';

describe('what the SPA shows a role', () => {
  it('answers react-admin’s resources and actions from the matrix', () => {
    expect(canAccessAs('accountant', { resource: 'customers', action: 'list' })).toBe(true);
    expect(canAccessAs('accountant', { resource: 'customers', action: 'edit' })).toBe(true);
    expect(canAccessAs('accountant', { resource: 'customers', action: 'save' })).toBe(false);
    expect(canAccessAs('accountant', { resource: 'customers', action: 'delete' })).toBe(false);
    expect(canAccessAs('sales', { resource: 'customers', action: 'create' })).toBe(true);
    expect(canAccessAs('warehouse', { resource: 'dashboards', action: 'list' })).toBe(false);
    expect(canAccessAs('warehouse', { resource: 'shipping-lists', action: 'save' })).toBe(true);
    expect(canAccessAs('administration', { resource: 'company-profile', action: 'save' })).toBe(
      false,
    );
    expect(canAccessAs('administration', { resource: 'members', action: 'list' })).toBe(false);
    expect(canAccessAs('owner', { resource: 'members', action: 'list' })).toBe(true);
    expect(canAccessAs('owner', { resource: 'unknown', action: 'list' })).toBe(false);
    expect(canAccessAs('owner', { resource: 'customers', action: 'fly' })).toBe(false);
    expect(canAccessAs(null, { resource: 'customers', action: 'list' })).toBe(false);
  });

  it('lets the document’s type decide, by resource name or by record', () => {
    expect(canAccessAs('sales', { resource: documentsOf('order'), action: 'create' })).toBe(true);
    expect(canAccessAs('sales', { resource: documentsOf('invoice'), action: 'create' })).toBe(
      false,
    );
    expect(canAccessAs('sales', { resource: documentsOf('invoice'), action: 'show' })).toBe(true);
    // Documents have a read-only page: their edit page is for writing.
    expect(canAccessAs('sales', { resource: documentsOf('invoice'), action: 'edit' })).toBe(false);
    expect(canAccessAs('warehouse', { resource: documentsOf('invoice'), action: 'list' })).toBe(
      false,
    );
    const draft = { id: 1, type: 'invoice' };
    expect(canAccessAs('sales', { resource: 'documents', action: 'delete', record: draft })).toBe(
      false,
    );
    expect(canAccessAs('owner', { resource: 'documents', action: 'issue', record: draft })).toBe(
      true,
    );
    expect(
      canAccessAs('owner', { resource: 'documents', action: 'issue', record: { type: 'order' } }),
    ).toBe(false);
    expect(canAccessAs('accountant', { resource: 'documents', action: 'xml', record: draft })).toBe(
      true,
    );
    expect(canAccessAs('warehouse', { resource: 'documents', action: 'prices' })).toBe(false);
  });

  it('reads the role of the company the tab works on', () => {
    const user = makeUser({
      companies: [ALFA, { ...BETA, role: 'warehouse' }],
      company_id: BETA.id,
    });
    expect(activeRole(user)).toBe('warehouse');
    expect(activeRole({ ...user, company_id: null })).toBeNull();
  });
});
