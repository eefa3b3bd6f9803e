import { assertXmlIssuable } from './fatturapa/load';
import type { TenantScope } from '../../lib/tenant';
import type { DocumentRecord } from '../documents/wire';

/**
 * The checks a draft invoice or note must pass before it is issued: the SDI checks of its
 * FatturaPA XML (company fiscal profile, customer's recipient code, natura codes...), so that
 * no number goes to an invoice the SDI would reject. Runs in the issuing transaction, before
 * the number is taken; the 409 names the fields to fix.
 */
export async function assertIssuable(tx: TenantScope, doc: DocumentRecord): Promise<void> {
  await assertXmlIssuable(tx, doc.id);
}
