import { isCommercial, type DocumentType } from '../../contract/document-types';
import {
  allowsRoute,
  canDocument,
  type Permission,
  type Role,
  type RoutePermission,
} from '../../contract/roles';
import type { User } from '../../contract/session';
import { toIdentity } from './sessionModel';

/**
 * What the SPA shows a role (docs/roles.md): react-admin's `canAccess({resource, action,
 * record})` answered from the matrix of contract/roles.ts, the one the API enforces.
 *
 * Actions: `list`, `show`, `export` and `edit` read (a record's page is its edit form, read
 * only for a role that may not change it; documents have a show page, so their `edit`
 * writes); `create`, `save`, `delete` and `clone` write;
 * `issue` numbers a fiscal document and talks to the SDI; `xml` downloads the SDI files;
 * `prices` sees what goods cost.
 */
export interface AccessQuery {
  resource: string;
  action: string;
  record?: { type?: DocumentType | string } & Record<string, unknown>;
}

/** The area of the matrix each resource of the SPA is in. */
const AREAS: Record<string, string> = {
  'general-regs': 'registry',
  customers: 'registry',
  articles: 'registry',
  carriers: 'registry',
  'payment-terms': 'registry',
  'shipping-lists': 'shipping',
  'shipping-items': 'shipping',
  'stock-movements': 'stock',
  instalments: 'collections',
  payments: 'collections',
  'bank-batches': 'collections',
  'bank-accounts': 'collections',
  'late-interest-rates': 'collections',
  reminders: 'collections',
  'sdd-mandates': 'collections',
  statements: 'collections',
  'company-profile': 'settings',
  dashboards: 'dashboards',
  'letters-of-intent': 'invoices',
};

const READS = new Set(['list', 'show', 'export', 'edit']);
const WRITES = new Set(['create', 'save', 'delete', 'clone']);

const kindOf = ({ resource, action }: AccessQuery) =>
  resource === 'documents' && action === 'edit'
    ? 'write'
    : READS.has(action)
      ? 'read'
      : WRITES.has(action)
        ? 'write'
        : null;

function permissionOf(query: AccessQuery): RoutePermission | null {
  const { resource, action } = query;
  if (action === 'issue') return 'invoices.issue';
  if (action === 'xml') return 'sdi.read';
  if (action === 'prices') return 'prices.read';
  const kind = kindOf(query);
  if (!kind) return null;
  if (resource === 'documents') return `documents.${kind}`;
  // The company's members are the owner's alone, to see as to change.
  if (resource === 'members') return 'settings.write';
  // The audit trail is read only, by the owner and the accountant.
  if (resource === 'audit-entries') return kind === 'read' ? 'audit.read' : null;
  const area = AREAS[resource];
  return area ? (`${area}.${kind}` as Permission) : null;
}

/**
 * The resource that asks about one type of documents: `documents/invoice`. react-admin keys
 * its answers by resource, action and record id, so a type must be in the resource's name.
 */
export const documentsOf = (type: DocumentType) => `documents/${type}`;

/** Whether `role` may do `action` on `resource` (an unknown resource or action: no). */
export function canAccessAs(role: Role | null, asked: AccessQuery): boolean {
  const [resource, typed] = asked.resource.split('/');
  const query = typed ? { ...asked, resource, record: { ...asked.record, type: typed } } : asked;
  const type = query.record?.type;
  const kind = kindOf(query);
  if (query.resource === 'documents' && typeof type === 'string') {
    if (query.action === 'issue' || query.action === 'xml') {
      return !isCommercial(type) && allowsRoute(role, permissionOf(query)!);
    }
    if (kind) return canDocument(role, type as DocumentType, kind);
  }
  const permission = permissionOf(query);
  return permission !== null && allowsRoute(role, permission);
}

/** The user's role in the company this tab works on (null: none, or no company yet). */
export const activeRole = (user: User | null): Role | null =>
  (user && toIdentity(user).role) ?? null;
