import { eq } from 'drizzle-orm';
import type { DocumentType } from '../../../contract/documents';
import { numberInSeries } from '../../../contract/document-series';
import { customers } from '../customers/table';
import { documents } from './table';
import { generalRegs } from '../general-regs/table';
import { invalidInput, msg } from '../../lib/errors';
import type { TenantScope } from '../../lib/tenant';

const invalid = (field: string) => invalidInput({ [field]: 'validation.choice' });

/**
 * "Fattura 15/2026", "Fattura 3/D/2026" / "Invoice 15/2026" ("Fattura (bozza)" for a draft), a
 * message parameter in the reader's language.
 */
export const label = (doc: {
  type: string;
  number: number | null;
  year: number;
  series?: string;
}) => {
  const type = msg(`document_type.${doc.type as DocumentType}`);
  return doc.number === null
    ? msg('document_draft_ref', { type })
    : msg('document_ref', {
        type,
        number: numberInSeries({ ...doc, number: doc.number }),
        year: doc.year,
      });
};

/** What names a document ("Fattura 3/D/2026"): `label`'s fields, to select. */
export const nameColumns = {
  id: documents.id,
  type: documents.type,
  number: documents.number,
  series: documents.series,
  year: documents.year,
};

/** The customer's current name; 400 when the customer is not one of the tenant's. */
export async function checkCustomer(tx: TenantScope, customerId: number): Promise<string> {
  const [found] = await tx.db
    .select({ name: generalRegs.name })
    .from(customers)
    .innerJoin(generalRegs, tx.owned(generalRegs, eq(generalRegs.id, customers.generalRegId)))
    .where(tx.owned(customers, eq(customers.id, customerId)));
  if (!found) throw invalid('customer_id');
  return found.name;
}

/**
 * What a document of each type may refer to: an order its quote, an invoice its order, a
 * note its invoice.
 */
const RELATED_TYPE: Record<DocumentType, DocumentType | null> = {
  quote: null,
  order: 'quote',
  invoice: 'order',
  'credit-note': 'invoice',
  'debit-note': 'invoice',
};

/** 400 unless `relatedId` is null or a document of the tenant of the type `type` may refer to. */
export async function checkRelated(tx: TenantScope, type: DocumentType, relatedId: number | null) {
  if (relatedId === null) return;
  const [related] = await tx.select(documents, eq(documents.id, relatedId)).limit(1);
  if (!related || (related as typeof documents.$inferSelect).type !== RELATED_TYPE[type]) {
    throw invalid('related_document_id');
  }
}

/** Another document of the tenant that refers to document `id`, if any. */
export async function referencedBy(tx: TenantScope, id: number) {
  const [other] = await tx.select(documents, eq(documents.relatedDocumentId, id)).limit(1);
  return other as typeof documents.$inferSelect | undefined;
}
