import { and, gt, lt, max, min } from 'drizzle-orm';
import { HttpError, msg } from '../../lib/errors';
import { todayIn } from '../../lib/dates';
import type { TenantScope } from '../../lib/tenant';
import { correctionOpen } from './sdi-state';
import { numberedIn } from './numbering';
import { documents } from './table';
import type { DocumentRecord } from './wire';

/** The earliest and latest date `doc`'s number allows: its issued neighbours' in the series. */
async function dateBounds(tx: TenantScope, doc: DocumentRecord) {
  const series = numberedIn(doc);
  const [before] = await tx.db
    .select({ date: max(documents.documentDate) })
    .from(documents)
    .where(tx.owned(documents, and(series, lt(documents.number, doc.number!))));
  const [after] = await tx.db
    .select({ date: min(documents.documentDate) })
    .from(documents)
    .where(tx.owned(documents, and(series, gt(documents.number, doc.number!))));
  const today = todayIn();
  const latest = after?.date && after.date < today ? after.date : today;
  return { from: before?.date ?? `${doc.year}-01-01`, to: latest };
}

/**
 * A rejected document is corrected under its number: the SDI never received it, so its date
 * may change, within the year of its number and between the dates of the series' previous
 * and next numbers (dates follow numbers), not after today. 400 naming `document_date` with
 * the range; any other date change of an issued document is the lock's 409.
 */
export async function assertCorrectionDate(tx: TenantScope, doc: DocumentRecord, date: string) {
  if (!correctionOpen(doc) || date === doc.documentDate) return;
  const { from, to } = await dateBounds(tx, doc);
  if (date < from || date > to) {
    throw new HttpError(400, msg('sdi.correction_date', { from, to }), {
      document_date: 'validation.date',
    });
  }
}
