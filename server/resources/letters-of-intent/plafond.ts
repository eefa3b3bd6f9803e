import Decimal from 'decimal.js';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { plafondOf, type DocumentLetter } from '../../../contract/letters-of-intent';
import { documents } from '../documents/table';
import { rowsOf } from '../documents/wire';
import { money } from '../../../contract/messages';
import { conflict, msg } from '../../lib/errors';
import { moneyOut } from '../../lib/decimals';
import { joinOwned, type TenantScope } from '../../lib/tenant';
import { letterOfIntentDocuments, lettersOfIntent } from './table';

export type LetterRow = typeof lettersOfIntent.$inferSelect;
type DocumentRecord = typeof documents.$inferSelect;

/** What a document takes of its letter: its N3.5 taxable, less for a credit note. */
export const takenBy = (doc: Pick<DocumentRecord, 'type' | 'intentAmount'>) =>
  doc.type === 'credit-note' ? new Decimal(doc.intentAmount).neg() : new Decimal(doc.intentAmount);

/** Adds `doc` to its letter's counters (`sign` 1), or takes it off (-1). */
async function count(tx: TenantScope, letterId: number, doc: DocumentRecord, sign: 1 | -1) {
  const taken = takenBy(doc).times(sign).toFixed(2);
  await tx.db
    .update(lettersOfIntent)
    .set({
      used: sql`${lettersOfIntent.used} + ${taken}::numeric`,
      usedDocuments: sql`${lettersOfIntent.usedDocuments} + ${sign}`,
    })
    .where(tx.owned(lettersOfIntent, eq(lettersOfIntent.id, letterId)));
}

/** A single-operation letter, once a document used it, has nothing left. */
const spent = (letter: LetterRow) => letter.singleOperation && letter.usedDocuments > 0;

/** What a letter has left: its amount less what it used; nothing once a single operation used it. */
export function leftOf(letter: LetterRow) {
  if (spent(letter)) return new Decimal(0);
  return Decimal.max(new Decimal(letter.amount).minus(letter.used), 0);
}

/**
 * How far the letter is taken (contract `plafondOf`), with `extra` a draft would add; a
 * single-operation letter once used counts as full.
 */
export function levelOf(letter: LetterRow, extra = '0') {
  return plafondOf(letter.amount, spent(letter) ? letter.amount : letter.used, extra).level;
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
export function pickLetter(letters: LetterRow[], amount: Decimal.Value) {
  const left = letters.map((letter) => ({ letter, left: leftOf(letter) }));
  const fits = left.find((l) => l.left.gte(amount));
  const most = [...left].sort((a, b) => b.left.comparedTo(a.left))[0];
  return { chosen: fits?.letter ?? null, most };
}

const summary = (letter: LetterRow, thisDocument: string, issued: boolean): DocumentLetter => ({
  id: letter.id,
  protocol: letter.protocol,
  protocol_date: letter.protocolDate,
  amount: moneyOut(letter.amount),
  used: moneyOut(letter.used),
  left: moneyOut(leftOf(letter).toFixed(2)),
  this_document: moneyOut(thisDocument),
  // An issued document is in `used` already; a draft would add its own amount.
  level: levelOf(letter, issued ? '0' : thisDocument),
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
  if (linked) return summary(linked, doc.intentAmount, true);
  if (doc.issuedAt) return null;
  const letters = await coveringLetters(tx, doc.customerId, doc.documentDate);
  if (!letters.length) return null;
  const { chosen, most } = pickLetter(letters, doc.intentAmount);
  return summary(chosen ?? most.letter, doc.intentAmount, false);
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
    const { chosen, most } = pickLetter(letters, doc.intentAmount);
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
  await tx.insert(letterOfIntentDocuments, { documentId: doc.id, letterId: letter.id });
  await count(tx, letter.id, doc, 1);
}

/** The letter a document cites, locked (`FOR UPDATE`), or none. */
async function lockedLetterOf(tx: TenantScope, documentId: number) {
  const linked = await linkedLetter(tx, documentId);
  if (!linked) return undefined;
  await tx.select(lettersOfIntent, eq(lettersOfIntent.id, linked.id)).for('update');
  return linked;
}

/**
 * The SDI rejected `doc` (NotificaScarto): as never issued, it gives back what it took of its
 * letter until it is sent again.
 */
export async function releaseLetter(tx: TenantScope, doc: DocumentRecord) {
  const letter = await lockedLetterOf(tx, doc.id);
  if (letter) await count(tx, letter.id, doc, -1);
}

/**
 * A rejected document, corrected, goes back to the SDI: its letter is chosen again on its
 * date, as at issue (its rows may have changed; past what is left: 409).
 */
export async function reassignLetter(tx: TenantScope, doc: DocumentRecord) {
  if (await lockedLetterOf(tx, doc.id)) {
    await tx.delete(letterOfIntentDocuments, eq(letterOfIntentDocuments.documentId, doc.id));
  }
  await assignLetter(tx, doc, doc.documentDate);
}
