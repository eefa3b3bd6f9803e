import type { TenantScope } from '../../tenant';
import type { DocumentRecord } from './wire';

/**
 * Hook: the checks a draft invoice or note must pass before it is issued (the SDI checks of
 * its FatturaPA XML: company fiscal profile, customer's recipient code, natura codes...).
 * Runs in the issuing transaction, after the basic checks (a draft, with rows, a valid date)
 * and before the number is taken; throws an `HttpError` (400/409 naming the field) to refuse.
 */
export async function assertIssuable(tx: TenantScope, doc: DocumentRecord): Promise<void> {
  void tx;
  void doc;
}
