import { DOCUMENT_TYPES, isCommercial, type DocumentType } from './document-types';

/**
 * Who may do what in a company (docs/roles.md): each membership has one role, each tenant
 * route declares the permission it needs (`config.permission`), and a role holds a set of
 * permissions. The one place the matrix lives: the API enforces it on every route, the SPA
 * hides what a role cannot use, the tests check every route against it.
 */
export const ROLES = ['owner', 'administration', 'sales', 'warehouse', 'accountant'] as const;
export type Role = (typeof ROLES)[number];

/**
 * What a route does, by area: `read` shows, `write` changes, `issue` numbers a fiscal document
 * and talks to the SDI. Areas follow the menu: the registry (customers, articles, carriers,
 * payment terms, price lists), orders, invoices and notes, the SDI files, shipping (DDTs,
 * labels), stock (availability, the movements ledger, adjustments, valuation), collections (ledger, payments, bank batches, reminders), the company settings,
 * the dashboards. `prices.read` sees what goods cost: unit prices, discounts, totals, price
 * lists (the warehouse works on quantities only). `audit.read` reads the audit trail.
 */
export const PERMISSIONS = [
  'registry.read',
  'registry.write',
  'orders.read',
  'orders.write',
  'invoices.read',
  'invoices.write',
  'invoices.issue',
  'sdi.read',
  'shipping.read',
  'shipping.write',
  'stock.read',
  'stock.write',
  'collections.read',
  'collections.write',
  'settings.read',
  'settings.write',
  'dashboards.read',
  'prices.read',
  'audit.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const READ_ALL = PERMISSIONS.filter((p) => p.endsWith('.read'));

/** The matrix: what each role may do. */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: PERMISSIONS,
  // All but the company profile and the audit trail (the owner's and the accountant's).
  administration: PERMISSIONS.filter((p) => p !== 'settings.write' && p !== 'audit.read'),
  sales: [
    'registry.read',
    'registry.write',
    'orders.read',
    'orders.write',
    'invoices.read',
    'shipping.read',
    'stock.read',
    'collections.read',
    'settings.read',
    'dashboards.read',
    'prices.read',
  ],
  warehouse: [
    'registry.read',
    'orders.read',
    'shipping.read',
    'shipping.write',
    'stock.read',
    'stock.write',
    'settings.read',
  ],
  accountant: READ_ALL,
};

const granted = new Map(ROLES.map((role) => [role, new Set(ROLE_PERMISSIONS[role])]));

/** Whether `role` may do `permission` (no role: nothing). */
export const can = (role: Role | null | undefined, permission: Permission) =>
  Boolean(role && granted.get(role)?.has(permission));

/**
 * What a route may declare: a permission, or `documents.read` / `documents.write` for the
 * routes shared by orders, invoices and notes (any of the two types' permission lets the
 * call in; the document's type then decides, docs/roles.md).
 */
export type RoutePermission = Permission | 'documents.read' | 'documents.write';

/** Whether `role` may call a route that declares `permission`. */
export function allowsRoute(role: Role | null | undefined, permission: RoutePermission) {
  if (permission === 'documents.read')
    return can(role, 'orders.read') || can(role, 'invoices.read');
  if (permission === 'documents.write') {
    return can(role, 'orders.write') || can(role, 'invoices.write');
  }
  return can(role, permission);
}

/**
 * Which permissions' area a document type is in: orders (with the quotes), or invoices (with
 * the notes).
 */
export const documentArea = (type: DocumentType) => (isCommercial(type) ? 'orders' : 'invoices');

/** Whether `role` may read or write documents of `type` (the shared document routes). */
export const canDocument = (
  role: Role | null | undefined,
  type: DocumentType,
  action: 'read' | 'write',
) => can(role, `${documentArea(type)}.${action}`);

/** The document types `role` may read, or write. */
export const documentTypesFor = (role: Role | null | undefined, action: 'read' | 'write') =>
  DOCUMENT_TYPES.filter((type) => canDocument(role, type, action));

/**
 * The money fields of the API's answers, absent for a role without `prices.read` (the
 * server drops them from every JSON answer). `total` is money only as a decimal string: as a
 * number it counts a list's records.
 */
export const PRICE_FIELDS = [
  'price',
  'prices',
  'unit_price',
  'base_price',
  'price_delta',
  'price_manual',
  'discount',
  'discount_total',
  'subtotal',
  'net_amount',
  'net_total',
  'vat_total',
  'vat_summary',
  'total',
  'amount_due',
  'taxable',
  'vat',
  // The stock's unit cost and the valuation's amounts (docs/stock.md).
  'cost',
  'stock_value',
  'total_value',
] as const;

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);
