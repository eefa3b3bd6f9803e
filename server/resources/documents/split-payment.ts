import { isCommercial } from '../../../contract/document-types';
import { eq } from 'drizzle-orm';
import { customers } from '../customers/table';
import type { TenantScope } from '../../lib/tenant';
import { documents } from './table';
import type { DocumentRecord } from './wire';

/**
 * Whether document `doc` is under split payment (art. 17-ter DPR 633/72): a credit or debit
 * note of an invoice as that invoice is (a note corrects it under the same rule), any other as
 * its customer is. Asked while the document may change; an issued one keeps what it had.
 */
export async function splitPaymentOf(tx: TenantScope, doc: DocumentRecord): Promise<boolean> {
  if (doc.type !== 'invoice' && !isCommercial(doc.type) && doc.relatedDocumentId !== null) {
    const [related] = await tx.db
      .select({ type: documents.type, split: documents.splitPayment })
      .from(documents)
      .where(tx.owned(documents, eq(documents.id, doc.relatedDocumentId)));
    if (related?.type === 'invoice') return related.split;
  }
  const [customer] = await tx.db
    .select({ split: customers.splitPayment })
    .from(customers)
    .where(tx.owned(customers, eq(customers.id, doc.customerId)));
  return customer?.split ?? false;
}
