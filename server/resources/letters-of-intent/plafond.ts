import Decimal from 'decimal.js';
import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { SdiStatus } from '../../../contract/enums';
import type { DocumentLetter } from '../../../contract/letters-of-intent';
import { documents } from '../documents/table';
import { rowsOf } from '../documents/wire';
import { money } from '../../../contract/messages';
import { conflict, msg } from '../../lib/errors';
import { moneyOut } from '../../lib/decimals';
import { joinOwned, type TenantScope } from '../../lib/tenant';
import { letterOfIntentDocuments, lettersOfIntent } from './table';

export type LetterRow = typeof lettersOfIntent.$inferSelect;
type DocumentRecord = typeof documents.$inferSelect;

/** What the plafond of letters `ids` has used, and by how many documents, by letter id. */
export async function usedOf(tx: TenantScope, ids: number[]) {
  if (!ids.length) return new Map<number, { used: string; documents: number }>();
  // Issued documents only (a draft has no link), SDI-rejected ones as never issued; a credit
  // note gives back what it takes.
  const rows = await tx.db
    .select({
      letterId: letterOfIntentDocuments.letterId,
      used: sql<string>`coalesce(sum(case when ${documents.type} = 'credit-note'
        then -${documents.intentAmount} else ${documents.intentAmount} end), 0)::text`,
      documents: sql<number>`count(*)::int`,
    })
    .from(letterOfIntentDocuments)
    .innerJoin(
      documents,
      joinOwned(
        documents,
        letterOfIntentDocuments,
        eq(documents.id, letterOfIntentDocuments.documentId),
      ),
    )
    .where(
      tx.owned(
        letterOfIntentDocuments,
        and(
          inArray(letterOfIntentDocuments.letterId, ids),
          isNotNull(documents.issuedAt),
          sql`${documents.sdiStatus} is distinct from ${SdiStatus.rejected}`,
        ),
      ),
    )
    .groupBy(letterOfIntentDocuments.letterId);
  return new Map(rows.map((r) => [r.letterId, { used: r.used, documents: r.documents }]));
}

/** What a letter has left: its amount less what it used; nothing once a single operation used it. */
export function leftOf(letter: LetterRow, used: { used: string; documents: number } | undefined) {
  if (letter.singleOperation && (used?.documents ?? 0) > 0) return new Decimal(0);
  return Decimal.max(new Decimal(letter.amount).minus(used?.used ?? 0), 0);
}

/** The customer's letters covering `date`, in the order they are used (oldest receipt first). */
export async function coveringLetters(
  tx: TenantScope,
  customerId: number,
  date: string,
  lock = false,
): Promise<LetterRow[]> {
  const query = tx
    .select(
      lettersOfIntent,
      and(
        eq(lettersOfIntent.customerId, customerId),
        lte(lettersOfIntent.validFrom, date),
        gte(lettersOfIntent.validTo, date),
      ),
    )
    .orderBy(asc(lettersOfIntent.protocolDate), asc(lettersOfIntent.id));
  return (await (lock ? query.for('update') : query)) as LetterRow[];
}

/**
 * The letter a document of `amount` (its N3.5 taxable) uses: the first covering letter with
 * that much left; none fits: null, with the one that has the most left to name.
 */
export function pickLetter(
  letters: LetterRow[],
  used: Map<number, { used: string; documents: number }>,
  amount: Decimal.Value,
) {
  const left = letters.map((letter) => ({ letter, left: leftOf(letter, used.get(letter.id)) }));
  const fits = left.find((l) => l.left.gte(amount));
  const most = [...left].sort((a, b) => b.left.comparedTo(a.left))[0];
  return { chosen: fits?.letter ?? null, most };
}

const summary = (
  letter: LetterRow,
  used: { used: string; documents: number } | undefined,
  thisDocument: string,
): DocumentLetter => ({
  id: letter.id,
  protocol: letter.protocol,
  protocol_date: letter.protocolDate,
  amount: moneyOut(letter.amount),
  used: moneyOut(new Decimal(used?.used ?? 0).toFixed(2)),
  left: moneyOut(leftOf(letter, used).toFixed(2)),
  this_document: moneyOut(thisDocument),
});

async function linkedLetter(tx: TenantScope, documentId: number) {
  const [found] = await tx.db
    .select({ letter: lettersOfIntent })
    .from(letterOfIntentDocuments)
    .innerJoin(
      lettersOfIntent,
      joinOwned(
        lettersOfIntent,
        letterOfIntentDocuments,
        eq(lettersOfIntent.id, letterOfIntentDocuments.letterId),
      ),
    )
    .where(tx.owned(letterOfIntentDocuments, eq(letterOfIntentDocuments.documentId, documentId)));
  return found?.letter;
}

/**
 * The letter a document's N3.5 rows use: an issued one's, chosen at issue; a draft's, the one
 * issuing it today would choose (or the covering one with the most left). None: null.
 */
export async function letterOfDocument(
  tx: TenantScope,
  doc: DocumentRecord,
): Promise<DocumentLetter | null> {
  // Without N3.5 rows no letter, and no query (every read of a document asks).
  if (new Decimal(doc.intentAmount).isZero()) return null;
  const linked = await linkedLetter(tx, doc.id);
  if (linked) {
    return summary(linked, (await usedOf(tx, [linked.id])).get(linked.id), doc.intentAmount);
  }
  if (doc.issuedAt) return null;
  const letters = await coveringLetters(tx, doc.customerId, doc.documentDate);
  if (!letters.length) return null;
  const used = await usedOf(
    tx,
    letters.map((l) => l.id),
  );
  const { chosen, most } = pickLetter(letters, used, doc.intentAmount);
  const letter = chosen ?? most.letter;
  return summary(letter, used.get(letter.id), doc.intentAmount);
}

/** Whether a letter of the customer covers `date`: its new rows default to 0 % N3.5. */
export async function intentCovers(tx: TenantScope, customerId: number, date: string) {
  return (await coveringLetters(tx, customerId, date)).length > 0;
}

/**
 * At issue (`date`, in the transaction): a document with N3.5 rows cites a letter of
 * its customer covering the date. An invoice or debit note takes the first with enough left,
 * the covering letters locked so that two issues at once cannot both take the last of one
 * (the second waits, then counts the first); none with enough: 409 naming the letter with the
 * most left and what is left. A credit note gives back to its invoice's letter, else to the
 * first covering one. No letter at all: 409 on the first N3.5 row's natura.
 */
export async function assignLetter(tx: TenantScope, doc: DocumentRecord, date: string) {
  if (new Decimal(doc.intentAmount).isZero()) return;
  const note = doc.type === 'credit-note';
  const related =
    note && doc.relatedDocumentId ? await linkedLetter(tx, doc.relatedDocumentId) : undefined;
  const letters = related ? [related] : await coveringLetters(tx, doc.customerId, date, true);
  if (!letters.length) {
    const index = (await rowsOf(tx, doc.id)).findIndex((row) => row.vatNature === 'N3.5');
    const reason = msg('letters_of_intent.none', { date, row: index + 1 });
    throw conflict(reason, { [`rows.${index}.vat_nature`]: reason });
  }
  let letter = letters[0];
  if (!note) {
    const used = await usedOf(
      tx,
      letters.map((l) => l.id),
    );
    const { chosen, most } = pickLetter(letters, used, doc.intentAmount);
    if (!chosen) {
      throw conflict(
        msg('letters_of_intent.exceeded', {
          protocol: most.letter.protocol,
          left: money(most.left.toFixed(2)),
          amount: money(new Decimal(doc.intentAmount).toFixed(2)),
        }),
      );
    }
    letter = chosen;
  }
  await tx.db
    .insert(letterOfIntentDocuments)
    .values({ companyId: tx.companyId, documentId: doc.id, letterId: letter.id })
    .onConflictDoUpdate({
      target: [letterOfIntentDocuments.companyId, letterOfIntentDocuments.documentId],
      set: { letterId: letter.id },
    });
}
