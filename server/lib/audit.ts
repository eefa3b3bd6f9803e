/**
 * The audit trail's writing side (docs/audit.md): the hooks that append an entry for each
 * effect of a tenant route, and the sign-ins' entries. Reading it: resources/audit-entries/.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENT_REPLAY_HEADER } from '../../contract/idempotency';
import type { Db } from '../db/client';
import { auditEntries } from '../db/tables/audit-entries';
import { memberships } from '../db/tables/companies';
import { users } from '../db/tables/users';
import type { TenantScope } from './tenant';

/** What an entry says, beyond who, when and from where (filled from the request). */
export interface AuditFact {
  action: string;
  resource?: string | null;
  recordId?: string | number | null;
  label?: string | null;
  route?: string | null;
  before?: unknown;
  after?: unknown;
}

type Who = { companyId: number | null; userId: number | null; email?: string | null; ip: string };

/** Appends one entry for `companyId` (awaited: what is answered has its entry). */
export const appendEntry = (db: Db, who: Who, fact: AuditFact) => appendEntries(db, who, [fact]);

/** Appends `facts` of one call, in one statement. */
export async function appendEntries(db: Db, who: Who, facts: readonly AuditFact[]) {
  if (!facts.length) return;
  // The user's e-mail as it is now, read by the insert itself (one statement).
  const userEmail =
    who.email ??
    (who.userId
      ? sql`(select ${users.email} from ${users} where ${users.id} = ${who.userId})`
      : null);
  await db.insert(auditEntries).values(
    facts.map((fact) => ({
      companyId: who.companyId,
      userId: who.userId,
      userEmail,
      ip: who.ip,
      action: fact.action,
      resource: fact.resource ?? null,
      recordId: fact.recordId == null ? null : String(fact.recordId),
      label: fact.label ?? null,
      route: fact.route ?? null,
      before: fact.before ?? null,
      after: fact.after ?? null,
    })),
  );
}

/** GET routes whose call is itself a fact: the SDI files leave the product. */
const AUDITED_READS = new Map([
  ['/api/documents/:id/xml', 'xml'],
  ['/api/documents/sdi-export', 'sdi_export'],
]);

/**
 * What a tenant route did, from its method and path: `POST /customers` creates,
 * `PUT /customers/:id` updates, `DELETE` deletes, `POST /documents/:id/issue` issues. Null for
 * a call that changes nothing (reads, previews).
 */
export function actionOf(method: string, url: string): string | null {
  if (method === 'GET') return AUDITED_READS.get(url) ?? null;
  const segments = segmentsOf(url);
  const last = segments.at(-1)!;
  const part = partOf(segments);
  // A part of a record changed or removed: `row_update`, `price_list_delete`.
  if (part && last.startsWith(':')) {
    return `${part.action}_${method === 'DELETE' ? 'delete' : 'update'}`;
  }
  if (method === 'DELETE') return 'delete';
  // `POST /articles/:id` is an update sent as form data (`_method=PUT`).
  if (last.startsWith(':')) return 'update';
  if (segments.length === 1) return method === 'POST' ? 'create' : 'update';
  // A named action (`issue`, `convert`, `reverse`, `price-list`...), or a sub-resource.
  return last.replaceAll('-', '_');
}

/**
 * The records whose parts have URLs of their own: `/documents/rows/:id` is a row of the
 * document its answer names (`document_id`), `/articles/:id/price-list/:priceId` a price of
 * the article `:id`. Their entries go in the trail of the record they belong to.
 */
const PARTS: Record<string, { action: string; resource?: string; parentKey?: string }> = {
  'documents/rows': { action: 'row', parentKey: 'document_id' },
  'documents/labels': {
    action: 'label',
    resource: 'shipping-lists',
    parentKey: 'shipping_list_id',
  },
  'shipping-lists/item': { action: 'item', parentKey: 'shipping_list_id' },
  'customers/articles': { action: 'customer_article', parentKey: 'customer_id' },
  'customers/destinations': { action: 'destination', parentKey: 'customer_id' },
  'row/config': { action: 'config', resource: 'documents', parentKey: 'document_id' },
  'price-list': { action: 'price_list' },
};

/**
 * The part a route is about, as a key of PARTS: `/documents/rows/:id` and
 * `/shipping-lists/item/:id/label` -> `documents/rows`, `shipping-lists/item`;
 * `/articles/:id/price-list/:priceId` -> `price-list`; `/row/:id/config` -> `row/config`.
 */
function partOf(segments: string[]) {
  const [resource, second, third, fourth] = segments;
  const param = (segment?: string) => !!segment?.startsWith(':');
  let key: string | null = null;
  if (segments.length >= 3 && !param(second) && param(third)) key = `${resource}/${second}`;
  else if (segments.length === 3 && param(second)) key = `${resource}/${third}`;
  else if (segments.length === 4 && param(second) && param(fourth)) key = third;
  return key ? PARTS[key] : undefined;
}

/** `/api/customers/:id` -> `['customers', ':id']`. */
const segmentsOf = (url: string) => url.replace(/^\/api\//, '').split('/');

type Item = Record<string, unknown> | null;

/** The record a call is about: its URL's id, else the id of the record it answers. */
const recordOf = (request: FastifyRequest, item: Item) => {
  const params = request.params as Record<string, string>;
  return params.id ?? params.documentId ?? (item?.id as string | number | undefined) ?? null;
};

/** How a record names itself in its answer: a document's number, a name, a code. */
export function labelOf(item: Record<string, unknown> | null | undefined): string | null {
  if (!item) return null;
  if (typeof item.number === 'number' && typeof item.year === 'number') {
    return `${item.number}/${item.year}`;
  }
  for (const key of ['name', 'code', 'email', 'description']) {
    if (typeof item[key] === 'string' && item[key]) return item[key] as string;
  }
  return null;
}

const parse = (payload: unknown): Record<string, unknown> | null => {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return null;
  try {
    return JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return null;
  }
};

/** How a resource names a record its answer does not carry (a document's XML download). */
export type RecordLabels = Record<
  string,
  (tenant: TenantScope, id: string) => Promise<string | null>
>;

/**
 * Actions whose one call changes several records: besides the call's own entry, one for each
 * record it changed, in that record's history. An upload of SDI receipts changes the state of
 * every invoice a receipt applied to (`sdi_receipt`, with the receipt and the new state).
 */
const FAN_OUT: Record<string, (body: Record<string, unknown>) => AuditFact[]> = {
  sdi_receipts: (body) =>
    ((body.items ?? []) as Record<string, unknown>[])
      .filter((item) => item.outcome === 'updated' && item.document)
      .map((item) => {
        const document = item.document as Record<string, unknown>;
        return {
          action: 'sdi_receipt',
          resource: 'documents',
          recordId: document.id as number,
          label: labelOf(document),
          after: { file: item.file, receipt: item.kind, sdi_status: item.sdi_status },
        };
      }),
};

/**
 * onSend hook of the tenant routes: a successful write (or an SDI file's download) is
 * appended before its answer leaves, so nothing acknowledged goes unrecorded; an idempotent
 * replay (the same click again) is not a second effect and adds nothing.
 */
export function auditHook(db: Db, labels: RecordLabels = {}) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const url = request.routeOptions.url;
    if (!url || reply.statusCode >= 400 || reply.getHeader(IDEMPOTENT_REPLAY_HEADER))
      return payload;
    const action = actionOf(request.method, url);
    if (!action) return payload;
    // An import's preview (its default mode) only reads the file: no effect, no entry.
    if (action === 'import' && (request.body as { mode?: string } | undefined)?.mode !== 'commit')
      return payload;
    const body = parse(payload);
    const item = (body?.item ?? body?.document ?? null) as Item;
    const segments = segmentsOf(url);
    const part = partOf(segments);
    const resource = part?.resource ?? segments[0];
    // A part's entry is its record's: the id its answer names (a row's `document_id`).
    const recordId = part?.parentKey
      ? ((item?.[part.parentKey] as number | undefined) ?? null)
      : recordOf(request, item);
    const named = async () =>
      recordId && labels[resource] ? labels[resource](request.tenant, String(recordId)) : null;
    const label = part?.parentKey
      ? (labelOf(body?.document as Item) ?? (await named()))
      : (labelOf(item) ?? labelOf(request.auditBefore as Item) ?? (await named()));
    const who = {
      companyId: request.tenant.companyId,
      userId: request.auth.userId,
      ip: request.ip,
    };
    const route = `${request.method} ${url.replace(/^\/api/, '')}`;
    const parts = body ? (FAN_OUT[action]?.(body) ?? []) : [];
    await appendEntries(db, who, [
      {
        action,
        resource,
        recordId,
        label,
        route,
        before: action === 'delete' ? item : (request.auditBefore ?? null),
        after: action === 'delete' || action === 'xml' || action === 'sdi_export' ? null : item,
      },
      ...parts.map((fact) => ({ ...fact, route })),
    ]);
    return payload;
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** A record as it was before an update, for its audit entry's `before`. */
    auditBefore?: unknown;
  }
}

/**
 * preHandler of the tenant routes: before an update (`PUT /x/:id`) whose record can be read
 * at the same URL, reads it as the caller would, for the entry's `before`. An update costs
 * one read more; reads cost nothing.
 */
export function captureBefore(readable: (url: string) => boolean) {
  return async (request: FastifyRequest) => {
    const url = request.routeOptions.url;
    if (request.method !== 'PUT' || !url || !readable(url)) return;
    const answer = await request.server.inject({
      method: 'GET',
      url: request.url.split('?')[0],
      headers: {
        authorization: request.headers.authorization ?? '',
        ...(request.headers['x-company-id'] && {
          'x-company-id': String(request.headers['x-company-id']),
        }),
      },
    });
    if (answer.statusCode !== 200) return;
    const body = answer.json() as Record<string, unknown>;
    request.auditBefore = body.item ?? body.document ?? null;
  };
}

/**
 * A sign-in, or a failed one, in the trail of each company the e-mail's user works for (an
 * owner sees who got in, and who tried); an e-mail no user has goes in with no company.
 */
export async function auditSignIn(db: Db, email: string, ip: string, succeeded: boolean) {
  const rows = await db
    .select({ userId: users.id, companyId: memberships.companyId })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  const action = succeeded ? 'sign_in' : 'sign_in_failed';
  const companies = rows.length ? rows.map((row) => row.companyId) : [null];
  const userId = rows[0]?.userId ?? null;
  for (const companyId of companies) {
    await appendEntry(
      db,
      { companyId, userId, email, ip },
      { action, resource: 'users', recordId: userId },
    );
  }
}
