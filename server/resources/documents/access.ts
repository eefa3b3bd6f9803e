import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { canDocument, documentTypesFor, type Role } from '../../../contract/roles';
import { DOCUMENT_TYPES, type DocumentType } from '../../../contract/document-types';
import { forbiddenFor } from '../../plugins/permissions';
import { joinOwned } from '../../lib/tenant';
import { documentRows, documents } from './table';

/**
 * Within the routes shared by every document type (`documents.read` / `documents.write`),
 * the document's own type decides (docs/roles.md): sales write orders but only read invoices,
 * the warehouse reads orders and no invoice. Each check is a preValidation hook: a refused
 * call is a 403 whatever its body; an id that is no number, or a document that does not
 * exist, is left to the validation's 400 and the handler's 404.
 */
type Action = 'read' | 'write';

/** 403 unless `role` may `action` documents of `type`. */
export function assertDocumentAccess(role: Role | null, type: DocumentType, action: Action) {
  if (!canDocument(role, type, action)) throw forbiddenFor(role);
}

/** The route parameter `name` as a record id, before validation (null: validation decides). */
function idParam(request: FastifyRequest, name = 'id') {
  const id = Number((request.params as Record<string, string>)[name]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

async function typeOfDocument(request: FastifyRequest, id: number | null) {
  if (id === null) return undefined;
  const [row] = await request.tenant.db
    .select({ type: documents.type })
    .from(documents)
    .where(request.tenant.owned(documents, eq(documents.id, id)));
  return row?.type as DocumentType | undefined;
}

async function typeOfRow(request: FastifyRequest, id: number | null) {
  if (id === null) return undefined;
  const [row] = await request.tenant.db
    .select({ type: documents.type })
    .from(documentRows)
    .innerJoin(
      documents,
      joinOwned(documents, documentRows, eq(documents.id, documentRows.documentId)),
    )
    .where(request.tenant.owned(documentRows, eq(documentRows.id, id)));
  return row?.type as DocumentType | undefined;
}

/** The document named by the route's `param` must be of a type `action` allows. */
export const byDocument =
  (action: Action, param = 'id') =>
  async (request: FastifyRequest) => {
    const type = await typeOfDocument(request, idParam(request, param));
    if (type) assertDocumentAccess(request.auth.role, type, action);
  };

/** The document of the row `:id` must be of a type `action` allows. */
export const byRow = (action: Action) => async (request: FastifyRequest) => {
  const type = await typeOfRow(request, idParam(request));
  if (type) assertDocumentAccess(request.auth.role, type, action);
};

/** For `convert`: the document and the new document's type (invoice by default) writable. */
export async function convertsTo(request: FastifyRequest) {
  const type = await typeOfDocument(request, idParam(request));
  if (!type) return;
  assertDocumentAccess(request.auth.role, type, 'write');
  const target = (request.body as { type?: unknown } | null)?.type ?? 'invoice';
  if ((DOCUMENT_TYPES as readonly unknown[]).includes(target)) {
    assertDocumentAccess(request.auth.role, target as DocumentType, 'write');
  }
}

/**
 * The types a list may show: 403 when the query asks for one the role cannot read; without a
 * type, the readable ones (undefined when that is all of them).
 */
export function readableTypes(role: Role | null, asked: DocumentType | undefined) {
  if (asked) {
    assertDocumentAccess(role, asked, 'read');
    return undefined;
  }
  const types = documentTypesFor(role, 'read');
  return types.length === DOCUMENT_TYPES.length ? undefined : types;
}
