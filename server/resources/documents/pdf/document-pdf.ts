import { eq, inArray } from 'drizzle-orm';
import { FISCAL_TYPES, type SalesDocument } from '../../../../contract/documents';
import { natureReference, STAMP_DUTY, stampDutyApplies } from '../../../../contract/vat-natures';
import { DEFAULT_LOCALE, isLocale } from '../../../../contract/messages';
import { articles } from '../../articles/table';
import { companies } from '../../../db/tables/companies';
import { documents } from '../table';
import { nameColumns } from '../links';
import type { TenantScope } from '../../../lib/tenant';
import { load } from '../wire';
import { documentExtensions } from '../extensions';
import { ddtHeading } from './ddt-heading';
import { paymentOf } from './due-dates';
import { formatFor, type PdfFormat } from '../../../lib/pdf/format';
import { documentTitle, PDF_WORDS, type PdfLocale, type PdfWords } from '../../../lib/pdf/words';
import { renderDocumentPdf } from './render';
import { letterheadOf } from '../../../lib/pdf/letterhead';
import type { PdfDocument } from './view';
import { describedRow } from '../../../../contract/configurator-summary';

/** `locale` as asked: a language, `customer` (the customer's own), or nothing (Italian). */
export type PdfLocaleChoice = PdfLocale | 'customer' | undefined;

/** "Ordine PA: 45 del 01/10/2026, CIG 1234567890, CUP J51B22000310006" (codes as they are). */
function paReferenceLine(document: SalesDocument, words: PdfWords, format: PdfFormat) {
  if (!document.pa_document_id) return null;
  const date = document.pa_document_date ? ` ${format.date(document.pa_document_date)}` : '';
  const codes = [
    document.cig && `CIG ${document.cig}`,
    document.cup && `CUP ${document.cup}`,
  ].filter(Boolean);
  return {
    label: words.paDocument[document.pa_document_type ?? 'order'],
    value: [`${document.pa_document_id}${date}`, ...codes].join(', '),
  };
}

/**
 * The PDF of one of the tenant's documents, with the file name to offer for it; `prices`
 * false prints quantities only (a role without `prices.read`).
 */
export async function documentPdf(
  tenant: TenantScope,
  id: number,
  choice: PdfLocaleChoice,
  { prices }: { prices: boolean } = { prices: true },
) {
  const document = await load(tenant, id);
  const locale =
    choice === 'customer'
      ? isLocale(document.customer.language)
        ? document.customer.language
        : DEFAULT_LOCALE
      : (choice ?? DEFAULT_LOCALE);
  const view = { ...(await printable(tenant, document, locale)), prices };
  return {
    pdf: await renderDocumentPdf(view, locale),
    filename: `${documentTitle(document, PDF_WORDS[locale]).replaceAll('/', '-')}.pdf`,
  };
}

async function printable(
  tenant: TenantScope,
  document: SalesDocument,
  locale: PdfLocale,
): Promise<PdfDocument> {
  const articleIds = [...new Set(document.rows.flatMap((row) => row.article_id ?? []))];
  const [[company], codes, related] = await tenant.all([
    () => tenant.db.select().from(companies).where(eq(companies.id, tenant.companyId)),
    () =>
      articleIds.length
        ? tenant.db
            .select({ id: articles.id, code: articles.code, unit: articles.unit })
            .from(articles)
            .where(tenant.owned(articles, inArray(articles.id, articleIds)))
        : [],
    () =>
      document.related_document_id
        ? tenant.db
            .select(nameColumns)
            .from(documents)
            .where(tenant.owned(documents, eq(documents.id, document.related_document_id)))
        : [],
  ]);
  const article = new Map(codes.map((a) => [a.id, a]));
  const cited = await documentExtensions.citations(tenant, document.id);
  const format = formatFor(locale);
  const words = PDF_WORDS[locale];
  const relatedDoc = related[0];
  return {
    type: document.type,
    number: document.number,
    series: document.series,
    year: document.year,
    document_date: document.document_date,
    shipping_date: document.shipping_date,
    reference: document.reference,
    description: document.description,
    valid_until: document.valid_until,
    conditions: document.conditions,
    related: relatedDoc
      ? documentTitle({ ...relatedDoc, type: relatedDoc.type as SalesDocument['type'] }, words)
      : null,
    company: letterheadOf(company, locale),
    customer: {
      name: document.customer.name,
      registry_code: document.customer.registry_code,
      vat_number: document.customer.vat_number,
      tax_code: document.customer.tax_code,
      phone: document.customer.phone,
      email: document.customer.email,
      ...document.customer.billing,
    },
    rows: document.rows.map((row) => ({
      code: row.article_id ? (article.get(row.article_id)?.code ?? null) : null,
      unit: row.article_id ? (article.get(row.article_id)?.unit ?? null) : null,
      description: describedRow(row.description, row.config_text, locale),
      quantity: row.quantity,
      unit_price: row.unit_price,
      discount: row.discount,
      vat_rate: row.vat_rate,
      vat_nature: row.vat_nature,
      net_amount: row.net_amount,
      ddt: cited.has(row.id) ? ddtHeading(locale, format, cited.get(row.id)!) : null,
    })),
    vat: document.vat_summary.map((line) => ({
      rate: line.vat_rate,
      nature: line.vat_nature,
      reference: natureReference(line.vat_nature),
      taxable: line.taxable,
      vat: line.vat,
    })),
    stamp_duty:
      FISCAL_TYPES.includes(document.type) && stampDutyApplies(document.vat_summary)
        ? STAMP_DUTY.amount
        : null,
    pa_reference: paReferenceLine(document, words, format),
    split_payment: document.split_payment,
    amount_due: document.amount_due,
    letter_of_intent: document.letter_of_intent
      ? words.letterOfIntent(
          document.letter_of_intent.protocol,
          format.date(document.letter_of_intent.protocol_date),
        )
      : null,
    totals: {
      subtotal: document.subtotal,
      discount_total: document.discount_total,
      net_total: document.net_total,
      vat_total: document.vat_total,
      total: document.total,
    },
    payment: await paymentOf(tenant, document, locale),
  };
}
