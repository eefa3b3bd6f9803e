import { eq } from 'drizzle-orm';
import { documents } from '../documents/table';
import { notFound } from '../../lib/errors';
import { inTransaction, type TenantScope } from '../../lib/tenant';
import type { DocumentRecord } from '../documents/wire';
import { markSent } from './export';
import { nextProgressive } from './progressive';
import { sdiXmlOf, type SdiFile } from './xml-source';

/**
 * `GET /documents/{id}/xml`: one issued document's FatturaPA file. Once sent, the same file
 * again (its progressive, so its name, is kept); not sent yet, it is a one-document export:
 * a new progressive, and the document is marked sent, as the period's zip does, so that the
 * receipts of the file find it. Drafts and orders: 409 (the loader's).
 */
export async function documentXml(tenant: TenantScope, id: number): Promise<SdiFile> {
  return inTransaction(tenant, async (tx) => {
    const [doc] = (await tx
      .select(documents, eq(documents.id, id))
      .for('update')) as DocumentRecord[];
    if (!doc) throw notFound('not_found.document');
    if (doc.sdiFileName && doc.sdiProgressive) return sdiXmlOf(tx, id, doc.sdiProgressive);
    const progressive = await nextProgressive(tx);
    const file = await sdiXmlOf(tx, id, progressive);
    await markSent(tx, [{ id, name: file.fileName, progressive }], new Date());
    return file;
  });
}
