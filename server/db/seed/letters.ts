import Decimal from 'decimal.js';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { SdiStatus } from '../../../contract/enums';
import { documents } from '../../resources/documents/table';
import { takenBy } from '../../resources/letters-of-intent/plafond';
import { letterOfIntentDocuments, lettersOfIntent } from '../../resources/letters-of-intent/table';

type Tx = Parameters<Parameters<NodePgDatabase['transaction']>[0]>[0];

/** The year the exporter's demo letter covers: its documents that year are N3.5. */
export const DEMO_LETTER_YEAR = 2026;

/**
 * The exporter's letter of intent for 2026, cited by its issued N3.5 documents of the year
 * and counting them (as the issue links and counts them: letters-of-intent/plafond.ts), after
 * the SDI states are seeded, with an amount that leaves it
 * room for its draft invoices: issuing them passes the 80 % warning, not the amount.
 */
export async function seedLetters(tx: Tx, companyId: number, customerId: number, variant: number) {
  const found = await tx
    .select({
      id: documents.id,
      type: documents.type,
      intentAmount: documents.intentAmount,
      issued: documents.issuedAt,
      sdiStatus: documents.sdiStatus,
    })
    .from(documents)
    .where(
      and(
        eq(documents.companyId, companyId),
        eq(documents.customerId, customerId),
        eq(documents.year, DEMO_LETTER_YEAR),
        gt(documents.intentAmount, sql`0`),
      ),
    );
  const take = (docs: typeof found) =>
    docs.reduce((sum, d) => sum.plus(takenBy(d)), new Decimal(0));
  const cited = found.filter((d) => d.issued);
  // An SDI-rejected document stays linked but counts as never issued (plafond.ts).
  const counted = cited.filter((d) => d.sdiStatus !== SdiStatus.rejected);
  // Room for its drafts too: issuing them passes the 80 % warning, not the amount.
  const amount = Decimal.max(take(found).div(0.9), 1000).div(1000).ceil().times(1000);
  const [letter] = await tx
    .insert(lettersOfIntent)
    .values({
      companyId,
      customerId,
      protocol: `2601151234567890${variant}-00000${variant + 1}`,
      protocolDate: `${DEMO_LETTER_YEAR}-01-15`,
      validFrom: `${DEMO_LETTER_YEAR}-01-01`,
      validTo: `${DEMO_LETTER_YEAR}-12-31`,
      amount: amount.toFixed(2),
      notes: 'Ricevuta telematica allegata alla scheda cliente.',
      used: take(counted).toFixed(2),
      usedDocuments: counted.length,
    })
    .returning();
  if (cited.length) {
    await tx
      .insert(letterOfIntentDocuments)
      .values(cited.map((d) => ({ companyId, documentId: d.id, letterId: letter.id })));
  }
}
