import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DocumentType } from '../../../contract/documents';
import type { issueBody } from '../../../contract/document-actions';
import { documentRows, documents } from '../documents/table';
import { conflict, HttpError, msg, notFound } from '../../lib/errors';
import { inTransaction, type TenantScope } from '../../lib/tenant';
import { todayIn } from '../../lib/dates';
import { storeDueDates } from '../documents/due-dates';
import { assertXmlIssuable } from './fatturapa/load';
import { ddtCitations } from '../deferred-invoices/citations';
import { issueDeadline } from '../../../contract/issue-deadlines';
import { seriesFor } from '../../../contract/document-series';
import { getCompanyProfile } from '../company-profile/service';
import { label } from '../documents/links';
import { isFiscal, isIssued } from '../documents/lock';
import { lastNumber, nextNumber, numberedIn, uncount, yearOf } from '../documents/numbering';
import { lockDocument } from '../documents/rows';
import { load, type DocumentRecord } from '../documents/wire';
import { documentExtensions } from '../documents/extensions';

/** The issued document of the series with the highest number (dates follow numbers). */
async function lastIssued(tx: TenantScope, type: DocumentType, series: string, year: number) {
  const [last] = (await tx
    .select(documents, numberedIn({ type, series, year }))
    .orderBy(desc(documents.number))
    .limit(1)) as DocumentRecord[];
  return last;
}

const invalidDate = (reason: Parameters<typeof conflict>[0]) =>
  new HttpError(400, reason, { document_date: 'validation.date' });

/**
 * 409 when a note names an invoice that is still a draft (a note corrects an issued one), and
 * when a credit note (TD04) names none and says no reason why.
 */
async function assertRelatedIssued(tx: TenantScope, doc: DocumentRecord) {
  if (doc.type === 'credit-note' && doc.relatedDocumentId === null && !doc.unlinkedReason) {
    const reason = msg('documents.note_unlinked', { document: label(doc) });
    throw conflict(reason, { related_document_id: reason });
  }
  if (doc.relatedDocumentId === null || doc.type === 'invoice') return;
  const [related] = (await tx.select(
    documents,
    eq(documents.id, doc.relatedDocumentId),
  )) as DocumentRecord[];
  if (related && !isIssued(related)) {
    throw conflict(msg('documents.invoice_draft'));
  }
}

/**
 * 409 when an invoice dated `date` is issued after its deadline (art. 21 c.4: 12 days after an
 * immediate invoice's date, the 15th after its DDTs' month for a deferred one), unless the
 * user confirmed (`confirm_late`): late is legal but sanctioned, so the product asks first.
 */
function assertOnTime(doc: DocumentRecord, ddtDates: string[], date: string, today: string) {
  const { rule, deadline } = issueDeadline(date, ddtDates);
  if (today <= deadline) return;
  const params = { document: label(doc), date, deadline };
  const reason =
    rule === 'immediate'
      ? msg('documents.issue_late_immediate', params)
      : msg('documents.issue_late_deferred', { ...params, ddt: ddtDates.sort()[0] });
  throw conflict(reason, { confirm_late: reason });
}

/** 409 unless `doc` is a draft invoice or note (orders are numbered, issued ones are). */
function assertIssuable(doc: DocumentRecord) {
  if (!isFiscal(doc.type)) {
    throw conflict(msg('documents.not_issuable', { document: label(doc) }));
  }
  if (isIssued(doc)) throw conflict(msg('documents.already_issued', { document: label(doc) }));
}

/**
 * The series `doc` is issued in (the profile's for its type; the deferred one when its rows
 * bill DDTs) and the dates of those DDTs.
 */
async function issueSeries(tx: TenantScope, doc: DocumentRecord) {
  const ddtDates = [...(await ddtCitations(tx, doc.id)).values()].map((ddt) => ddt.date);
  const profile = await getCompanyProfile(tx);
  return { series: seriesFor(profile, doc.type, ddtDates.length > 0), ddtDates };
}

/**
 * The issue date to propose: a deferred invoice's own date (in its DDTs' month, as the run
 * set it: art. 21 c.4 lett. a) when its series' dates allow it, else today.
 */
async function proposedDate(
  tx: TenantScope,
  doc: DocumentRecord,
  series: string,
  deferred: boolean,
) {
  const today = todayIn();
  if (!deferred || doc.documentDate > today) return today;
  const last = await lastIssued(tx, doc.type as DocumentType, series, yearOf(doc.documentDate));
  return !last || last.documentDate <= doc.documentDate ? doc.documentDate : today;
}

/**
 * `GET /documents/{id}/issue-number`: the number draft `id` would get if issued on `date`
 * (the series' next one; no date: on the proposed one), for the dialog to name it; 404/409
 * as issuing.
 */
export async function issueNumber(tenant: TenantScope, id: number, date?: string) {
  const [doc] = (await tenant.select(documents, eq(documents.id, id))) as DocumentRecord[];
  if (!doc) throw notFound('not_found.document');
  assertIssuable(doc);
  const { series, ddtDates } = await issueSeries(tenant, doc);
  const on = date ?? (await proposedDate(tenant, doc, series, ddtDates.length > 0));
  const year = yearOf(on);
  const last = await lastNumber(tenant, doc.type as DocumentType, year, series);
  return { number: last + 1, series, year, document_date: on };
}

/**
 * `POST /documents/{id}/issue`: a draft invoice or note gets the next number of its series
 * (type, the company's series for it, year of the issue date), the date (today when left out;
 * not after today, not before the date of the series' last issued document, so dates follow
 * numbers) and `issued_at`, in one transaction holding the series' counter locked: concurrent
 * issues queue and a refusal gives the number back. Orders and issued documents: 409; no rows: 400; a late
 * invoice: 409 on `confirm_late` until the user confirms.
 */
export async function issue(tenant: TenantScope, id: number, body: z.output<typeof issueBody>) {
  await inTransaction(tenant, async (tx) => {
    const doc = await lockDocument(tx, id);
    assertIssuable(doc);
    const today = todayIn();
    const date = body.document_date ?? today;
    if (date > today) throw invalidDate(msg('documents.issue_date_future', { today }));
    const [{ rows }] = await tx.db
      .select({ rows: sql<number>`count(*)::int` })
      .from(documentRows)
      .where(tx.owned(documentRows, eq(documentRows.documentId, id)));
    if (!rows) {
      throw new HttpError(400, msg('documents.issue_no_rows', { document: label(doc) }), {
        rows: 'validation.required',
      });
    }
    await assertRelatedIssued(tx, doc);
    // The SDI's checks of the XML it would get, before a number is taken: no number goes to
    // an invoice the SDI would reject; the 409 names the fields to fix.
    await assertXmlIssuable(tx, doc.id, date);
    const type = doc.type as DocumentType;
    const year = yearOf(date);
    const { series, ddtDates } = await issueSeries(tx, doc);
    const number = await nextNumber(tx, type, year, series);
    const last = await lastIssued(tx, type, series, year);
    if (last && last.documentDate > date) {
      throw invalidDate(
        msg('documents.issue_date_before', { date: last.documentDate, last: label(last) }),
      );
    }
    // Last: what is refused outright goes before what only asks for a confirmation.
    if (doc.type === 'invoice' && !body.confirm_late) assertOnTime(doc, ddtDates, date, today);
    // What it takes of a letter of intent, its letters locked: the last check, the shortest lock.
    await documentExtensions.issuing(tx, doc, date);
    await uncount(tx, type, doc.year);
    await tx.db
      .update(documents)
      .set({
        number,
        series,
        year,
        documentDate: date,
        issuedAt: new Date(),
        version: sql`${documents.version} + 1`,
        updatedAt: new Date(),
      })
      .where(tx.owned(documents, eq(documents.id, id)));
    // The due dates follow the issue date.
    await storeDueDates(tx, id);
  });
  return load(tenant, id);
}
