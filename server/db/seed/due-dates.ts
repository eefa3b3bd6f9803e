import { and, eq, ne, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { dueDates } from '../../../contract/due-dates';
import { documentDueDates, documents } from '../../resources/documents/table';
import { paymentTerms } from '../../resources/payment-terms/table';
import { joinOwned } from '../../lib/tenant';

type Tx = Parameters<Parameters<NodePgDatabase['transaction']>[0]>[0];

/**
 * The due dates of a company's demo invoices and notes, from their payment term, date and
 * amount due, as the API stores them (resources/documents/due-dates.ts), and each one's first.
 */
export async function seedDueDates(tx: Tx, companyId: number) {
  const docs = await tx
    .select({
      id: documents.id,
      date: documents.documentDate,
      due: documents.amountDue,
      term: paymentTerms,
    })
    .from(documents)
    .innerJoin(
      paymentTerms,
      joinOwned(paymentTerms, documents, eq(paymentTerms.id, documents.paymentTermId)),
    )
    .where(
      and(
        eq(documents.companyId, companyId),
        ne(documents.type, 'order'),
        ne(documents.amountDue, '0'),
      ),
    );
  const values = docs.flatMap((doc) =>
    dueDates(doc.term, doc.date, doc.due).map((due, i) => ({
      companyId,
      documentId: doc.id,
      position: i + 1,
      dueDate: due.date,
      amount: due.amount,
    })),
  );
  if (!values.length) return;
  await tx.insert(documentDueDates).values(values);
  await tx.execute(sql`
    update ${documents} d set first_due_date = f.first
    from (select document_id, min(due_date) as first from ${documentDueDates}
          where company_id = ${companyId} group by document_id) f
    where d.company_id = ${companyId} and d.id = f.document_id`);
}
