import { eq } from 'drizzle-orm';
import { documents } from '../documents/table';
import { conflict, msg, notFound } from '../../lib/errors';
import { inTransaction, type TenantScope } from '../../lib/tenant';
import { label } from '../documents/links';
import { load, type DocumentRecord } from '../documents/wire';
import { correctionOpen } from '../documents/sdi-state';
import { recordSdiEvents } from '../documents/sdi-history';
import { documentExtensions } from '../documents/extensions';

/**
 * A rejected document, once corrected, goes back to "to send": the next export of its period
 * sends it again under the same number, its date as corrected, and a new progressive (a new
 * file name), and its SDI history notes it (`resent`). The
 * old file name is forgotten, so a late receipt of the rejected file finds no document. Only
 * a rejected document may (409 otherwise: the SDI has it, a credit note corrects it); one
 * with N3.5 rows takes its letter of intent's plafond again (409 past what is left).
 */
export async function markToResend(tenant: TenantScope, id: number) {
  await inTransaction(tenant, async (tx) => {
    const [doc] = (await tx
      .select(documents, eq(documents.id, id))
      .for('update')) as DocumentRecord[];
    if (!doc) throw notFound('not_found.document');
    if (!correctionOpen(doc)) throw conflict(msg('sdi.not_rejected', { document: label(doc) }));
    await documentExtensions.resending(tx, doc);
    await tx.update(
      documents,
      { sdiStatus: null, sdiError: null, sdiFileName: null, sdiProgressive: null, sdiSentAt: null },
      eq(documents.id, id),
    );
    await recordSdiEvents(tx, [{ documentId: id, kind: 'resent' }]);
  });
  return load(tenant, id);
}
