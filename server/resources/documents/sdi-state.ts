import { and, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { SdiStatus } from '../../../contract/enums';
import type { SdiError } from '../../../contract/sdi';
import { documents } from './table';

/** What the SDI side reads of a document. */
export interface SdiDocument {
  type: string;
  sdiStatus: number | null;
  sdiError: SdiError[] | null;
  sdiFileName: string | null;
  issuedAt: Date | null;
}

/** Whether the document is issued (an invoice or note out of draft), so it goes to the SDI. */
export const isIssued = (doc: { issuedAt: Date | null }) => doc.issuedAt !== null;
/** `isIssued` as a condition on `documents`. */
export const issuedSql = (): SQL => isNotNull(documents.issuedAt);

/**
 * The SDI state: stored from the first send on; before it, an issued document is "to send"
 * and anything else (an order, a draft) has none. So issuing needs no hook of its own.
 */
export const sdiStatusOf = (doc: SdiDocument): number | null =>
  doc.sdiStatus ?? (isIssued(doc) ? SdiStatus.to_send : null);

/** The wire fields of `contract/sdi.ts` `sdiDocumentFields`. */
export const sdiWire = (doc: SdiDocument) => ({
  sdi_status: sdiStatusOf(doc),
  sdi_error: doc.sdiError ?? null,
  sdi_file_name: doc.sdiFileName,
});

/** The list filter: documents in any of `statuses` (to send = issued, never sent). */
export function sdiStatusFilter(statuses: number[]): SQL | undefined {
  const stored = statuses.filter((s) => s !== SdiStatus.to_send);
  return or(
    statuses.includes(SdiStatus.to_send)
      ? and(isNull(documents.sdiStatus), issuedSql())
      : undefined,
    stored.length ? inArray(documents.sdiStatus, stored) : undefined,
  );
}

/**
 * A rejected document (NotificaScarto) was not received by the SDI: it may be corrected and
 * sent again under the same number. The lock of issued documents (`lock.ts`) lets these
 * through; the date stays within the series' chronology (`correction.ts`).
 */
export const correctionOpen = (doc: Pick<SdiDocument, 'sdiStatus'>) =>
  doc.sdiStatus === SdiStatus.rejected;
