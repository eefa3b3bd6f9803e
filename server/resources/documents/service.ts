import {
  and,
  asc,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { z } from 'zod';
import { PaymentStatus } from '../../../contract/enums';
import { numberInSeries, parseNumber } from '../../../contract/document-series';
import {
  isCommercial,
  statusesOf,
  type DOCUMENT_SORTS,
  type documentInput,
  type documentListQuery,
  type documentUpdate,
  type DocumentType,
} from '../../../contract/documents';
import { documentRows, documents } from './table';
import { conflict, HttpError, invalidInput, msg, notFound, staleVersion } from '../../lib/errors';
import { inTransaction, type TenantScope } from '../../lib/tenant';
import { sdiStatusFilter } from './sdi-state';
import { assertCorrectionDate } from './correction';
import { recordCorrection } from './sdi-history';
import { assertDestinationOf } from '../customers/delivery';
import { likePattern } from '../../lib/search';
import { checkPaymentTerm } from '../payment-terms/check';
import { customers } from '../customers/table';
import { checkCustomer, checkRelated, label, referencedBy } from './links';
import { assertDeletable, assertHeaderKept, changedHeaderFields, isIssued } from './lock';
import { countAll, countDraft, forget, numberForNew, uncount, yearOf } from './numbering';
import { shownStatus, shownStatusSql, statusFilter, statusToStore } from './overdue';
import { lockDocument, recompute, repriceRows, rowValues } from './rows';
import { documentExtensions } from './extensions';
import { assertTransition } from './transitions';
import { quoteFields } from './quotes';
import { listItemToWire, load, selects, statusOptions, type DocumentRecord } from './wire';

export { load as get, selects, statusOptions };

/** Filtered lists count their matches up to this many; beyond, `total_capped` says so. */
export const COUNT_CAP = 10_000;

const searchText = sql`lower(${documents.customerName} || ' ' || coalesce(${documents.reference}, ''))`;

/**
 * The search box: customer name or reference (trigram index), or a number ("15", "15/2026",
 * "3/D", "3/D/2026": `parseNumber`).
 */
function search(q: string): SQL | undefined {
  const typed = parseNumber(q);
  const byNumber = typed
    ? and(
        eq(documents.number, typed.number),
        typed.series === undefined ? undefined : eq(documents.series, typed.series),
        typed.year === undefined ? undefined : eq(documents.year, typed.year),
      )
    : undefined;
  return or(sql`${searchText} like ${likePattern(q)}`, byNumber);
}

/** Documents with at least one row of the article (the rows' article index). */
const withArticle = (tenant: TenantScope, articleId: number) =>
  exists(
    tenant.db
      .select({ one: sql`1` })
      .from(documentRows)
      .where(
        tenant.owned(
          documentRows,
          and(eq(documentRows.documentId, documents.id), eq(documentRows.articleId, articleId)),
        ),
      ),
  );

/** Issued invoices and notes (and orders, always numbered), or drafts only. */
const issuedFilter = (issued: boolean) =>
  issued ? isNotNull(documents.number) : isNull(documents.number);

/** The sort keys of each sortable field; the status one is read with today's date. */
const sortColumns = (sort: (typeof DOCUMENT_SORTS)[number]) =>
  sort === 'status' ? [shownStatusSql(), documents.id] : SORT_COLUMNS[sort];

const SORT_COLUMNS = {
  document_date: [documents.documentDate, documents.id],
  number: [documents.year, documents.series, documents.number, documents.id],
  customer: [sql`lower(${documents.customerName})`, documents.id],
  reference: [documents.reference, documents.id],
  net_total: [documents.netTotal, documents.id],
  total: [documents.total, documents.id],
  shipping_date: [documents.shippingDate, documents.id],
  id: [documents.id],
} satisfies Record<Exclude<(typeof DOCUMENT_SORTS)[number], 'status'>, unknown[]>;

type ListQuery = z.output<typeof documentListQuery>;

/** Prepared pages of an unfiltered list (a type at most), one per database and sort. */
const pages = new WeakMap<object, Map<string, ReturnType<typeof preparePage>>>();
function preparePage(db: TenantScope['db'], query: ListQuery, name: string) {
  const direction = query.order === 'DESC' ? desc : asc;
  return db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.companyId, sql.placeholder('company')),
        query.type ? eq(documents.type, sql.placeholder('type')) : undefined,
      ),
    )
    .orderBy(...sortColumns(query.sort).map((c) => direction(c)))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}
function pageStatement(db: TenantScope['db'], query: ListQuery) {
  const name = `documents_page_${query.type ? 'type' : 'all'}_${query.sort}_${query.order}`;
  let made = pages.get(db);
  if (!made) pages.set(db, (made = new Map()));
  let statement = made.get(name);
  if (!statement) made.set(name, (statement = preparePage(db, query, name)));
  return statement;
}

/** A page of documents; `types`: only these (the ones the caller's role may read). */
export async function list(
  tenant: TenantScope,
  query: z.output<typeof documentListQuery>,
  types?: DocumentType[],
) {
  const filters = and(
    types ? inArray(documents.type, types) : undefined,
    query.status ? statusFilter(query.status, query.type) : undefined,
    query.customer_id ? eq(documents.customerId, query.customer_id) : undefined,
    query.article_id ? withArticle(tenant, query.article_id) : undefined,
    query.date_from ? gte(documents.documentDate, query.date_from) : undefined,
    query.date_to ? lte(documents.documentDate, query.date_to) : undefined,
    query.shipping_from ? gte(documents.shippingDate, query.shipping_from) : undefined,
    query.shipping_to ? lte(documents.shippingDate, query.shipping_to) : undefined,
    query.q ? search(query.q) : undefined,
    query.issued ? issuedFilter(query.issued === 'true') : undefined,
    query.sdi_status ? sdiStatusFilter(query.sdi_status) : undefined,
  );
  const where = tenant.owned(
    documents,
    and(query.type ? eq(documents.type, query.type) : undefined, filters),
  );
  const direction = query.order === 'DESC' ? desc : asc;
  const [rows, total] = await tenant.all([
    () =>
      !filters && query.sort !== 'status'
        ? pageStatement(tenant.db, query).execute({
            company: tenant.companyId,
            type: query.type,
            limit: query.perPage,
            offset: (query.page - 1) * query.perPage,
          })
        : tenant.db
            .select()
            .from(documents)
            .where(where)
            .orderBy(...sortColumns(query.sort).map((c) => direction(c)))
            .limit(query.perPage)
            .offset((query.page - 1) * query.perPage),
    // Unfiltered (a type at most): the counters know the total; else count the matches,
    // up to a cap (a broad search on a million documents must not count them all).
    () =>
      filters
        ? tenant.db
            .select({ total: sql<number>`count(*)::int` })
            .from(
              tenant.db
                .select({ one: sql`1` })
                .from(documents)
                .where(where)
                .limit(COUNT_CAP + 1)
                .as('matches'),
            )
            .then(([row]) => row.total)
        : countAll(tenant, query.type),
  ]);
  return {
    items: rows.map(listItemToWire),
    total: Math.min(total, filters ? COUNT_CAP : total),
    total_capped: Boolean(filters) && total > COUNT_CAP,
    selects: selects(query.type),
  };
}

/** A public administration's references as stored. */
const paReferenceOf = (input: Omit<z.output<typeof documentUpdate>, 'version'>) => ({
  paDocumentType: input.pa_document_type,
  paDocumentId: input.pa_document_id,
  paDocumentDate: input.pa_document_date,
  cig: input.cig,
  cup: input.cup,
});

function checkStatus(type: DocumentType, status: number) {
  if (!statusesOf(type).includes(status)) {
    throw invalidInput({ status: 'validation.choice' });
  }
}

/**
 * Creates the document (an order with its next number, an invoice or note as a draft) and its
 * rows in one transaction: a failure anywhere (a bad row, a lost connection) rolls the counter
 * back too, so no number is lost.
 */
export async function create(tenant: TenantScope, input: z.output<typeof documentInput>) {
  const id = await inTransaction(tenant, async (tx) => {
    checkStatus(input.type, input.status);
    statusToStore(input.type, input.status);
    // A new invoice or note owes everything: its payments give it a status later.
    if (!isCommercial(input.type) && input.status !== PaymentStatus.to_pay) {
      throw invalidInput({ status: msg('documents.status_from_payments') });
    }
    const customerName = await checkCustomer(tx, input.customer_id);
    const paymentTermId = await documentTerm(tx, input.payment_term_id, input.customer_id);
    const destinationId = input.destination_id ?? null;
    await assertDestinationOf(tx, input.customer_id, destinationId);
    await checkRelated(tx, input.type, input.related_document_id);
    const year = yearOf(input.document_date);
    const number = await numberForNew(tx, input.type, year);
    const [inserted] = (await tx.insert(documents, {
      type: input.type,
      year,
      number,
      customerId: input.customer_id,
      customerName,
      reference: input.reference,
      description: input.description,
      status: input.status,
      documentDate: input.document_date,
      shippingDate: input.shipping_date,
      relatedDocumentId: input.related_document_id,
      unlinkedReason: input.unlinked_reason,
      paymentTermId,
      destinationId,
      ...paReferenceOf(input),
      ...quoteFields(input.type, input),
    })) as DocumentRecord[];
    for (const [i, row] of input.rows.entries()) {
      const values = await rowValues(tx, inserted, row, `rows.${i}.`);
      await tx.insert(documentRows, { ...values, documentId: inserted.id, position: i + 1 });
    }
    await recompute(tx, inserted.id, false);
    return inserted.id;
  });
  return load(tenant, id);
}

/**
 * Saves the header. A stale `version` is a 409 and nothing is written; the status may only
 * follow an allowed transition (409 naming both states); the date must stay in the year
 * of the number (the number belongs to that year's series). A new customer or date re-prices
 * the rows that follow the price lookup (not those with a price of the user's). The
 * destination must be one of the customer's (400 on `destination_id`).
 */
export async function update(
  tenant: TenantScope,
  id: number,
  input: z.output<typeof documentUpdate>,
) {
  await inTransaction(tenant, async (tx) => {
    const [current] = (await tx.select(documents, eq(documents.id, id))) as DocumentRecord[];
    if (!current) throw notFound('not_found.document');
    if (current.version !== input.version) {
      throw staleVersion('record.document', current.version, input.version);
    }
    assertHeaderKept(current, input);
    const type = current.type as DocumentType;
    const shown = shownStatus(current);
    const requested = input.status ?? shown;
    const relatedId =
      input.related_document_id === undefined
        ? current.relatedDocumentId
        : input.related_document_id;
    checkStatus(type, requested);
    const status = statusToStore(type, requested, current);
    assertTransition(type, shown, requested);
    await assertCorrectionDate(tx, current, input.document_date);
    const year = yearOf(input.document_date);
    if (year !== current.year && current.number === null) {
      // A draft's year follows its date (it has no number yet): it moves to that series.
      await uncount(tx, type, current.year);
      await countDraft(tx, type, year);
    } else if (year !== current.year && current.number !== null) {
      const number = numberInSeries({ ...current, number: current.number });
      throw new HttpError(400, msg('documents.date_in_year', { year: current.year, number }), {
        document_date: 'validation.date',
      });
    }
    const customerName = await checkCustomer(tx, input.customer_id);
    const paymentTermId = await documentTerm(tx, input.payment_term_id, input.customer_id, current);
    // Kept when left out: a new customer then needs it cleared or one of its own (400).
    const destinationId =
      input.destination_id === undefined ? current.destinationId : input.destination_id;
    await assertDestinationOf(tx, input.customer_id, destinationId);
    if (relatedId === id) {
      throw invalidInput({ related_document_id: 'validation.choice' });
    }
    if (relatedId !== current.relatedDocumentId) await checkRelated(tx, type, relatedId);
    const saved = await tx.updateVersioned(documents, id, input.version, {
      year,
      customerId: input.customer_id,
      customerName,
      reference: input.reference,
      description: input.description,
      status,
      documentDate: input.document_date,
      shippingDate: input.shipping_date,
      relatedDocumentId: relatedId,
      unlinkedReason: input.unlinked_reason,
      paymentTermId,
      destinationId,
      ...paReferenceOf(input),
      ...quoteFields(type, input),
    });
    if (!saved) throw staleVersion('record.document', input.version + 1, input.version);
    await recordCorrection(tx, current, changedHeaderFields(current, input), input.document_date);
    // Rows that follow the price lookup follow the new customer or date, in this transaction
    // (an issued document, rejected and corrected, keeps its prices). The recomputation then
    // stores the totals, the split payment of the customer (or a note's invoice) and the due
    // dates of the term and date.
    const moved =
      current.customerId !== input.customer_id || current.documentDate !== input.document_date;
    if (moved && !isIssued(current)) await repriceRows(tx, saved as DocumentRecord);
    await recompute(tx, id, false);
  });
  return load(tenant, id);
}

/**
 * Deletes the document and its rows: a draft invoice or note, or an order (orders may have
 * gaps; the last number is given back). An issued invoice or note: 409 (a credit note
 * corrects it). Refused while another document refers to it.
 */
export async function remove(tenant: TenantScope, id: number) {
  return inTransaction(tenant, async (tx) => {
    const record = await lockDocument(tx, id);
    assertDeletable(record);
    const doc = await load(tx, id);
    const other = await referencedBy(tx, id);
    if (other) {
      throw conflict(msg('documents.referenced', { document: label(doc), other: label(other) }));
    }
    await tx.delete(documents, eq(documents.id, id));
    if (doc.type === 'order') {
      await documentExtensions.orderRowsChanged(
        tx,
        id,
        doc.rows.map((row) => row.article_id),
      );
    }
    if (doc.number === null) await uncount(tx, doc.type, doc.year);
    else await forget(tx, doc.type, doc.year, doc.number);
    return doc;
  });
}

/**
 * The payment term a document saves: the one sent (checked to be the tenant's), else on
 * create the customer's, on update the stored one (`current`).
 */
export async function documentTerm(
  tenant: TenantScope,
  sent: number | null | undefined,
  customerId: number,
  current?: { paymentTermId: number | null },
): Promise<number | null> {
  if (sent !== undefined) {
    await checkPaymentTerm(tenant, sent, 'payment_term_id');
    return sent;
  }
  if (current) return current.paymentTermId;
  const [customer] = await tenant.db
    .select({ term: customers.paymentTermId })
    .from(customers)
    .where(tenant.owned(customers, eq(customers.id, customerId)));
  return customer?.term ?? null;
}
