import { eq, inArray } from 'drizzle-orm';
import type { SalesDocument } from '../../../../contract/documents';
import { formatNumber } from '../../../../contract/document-series';
import { articles } from '../../articles/table';
import { customers } from '../../customers/table';
import { generalRegs } from '../../general-regs/table';
import { paymentTerms } from '../../payment-terms/table';
import { conflict, msg, notFound } from '../../../lib/errors';
import type { TenantScope } from '../../../lib/tenant';
import { getCompanyProfile } from '../../company-profile/service';
import { xmlPayment } from './xml-payment';
import { ddtCitations, ddtsOfRows } from '../../deferred-invoices/citations';
import { load, rowsOf } from '../../documents/wire';
import { buildTree, invoiceXml, type InvoiceXml } from './build';
import { customerPartOf } from './buyer';
import { assertSdiChecks } from './checks';
import { assertTreatments } from './treatment';
import type { InvoiceXmlInput, XmlAddress, XmlDocumentKind, XmlPayment } from './model';
import { xmlSellerOf, xmlTransmitterOf } from './seller';
import { describedRow } from '../../../../contract/configurator-summary';

/**
 * The database side of the FatturaPA XML: one of the tenant's issued invoices or
 * notes -> `InvoiceXmlInput` (model.ts) -> `invoiceXml` (build.ts). The document's numbers are
 * the API's own (`GET /api/documents/{id}` reads the same `load`), so the XML and the screen
 * agree. Rules: docs/e-invoicing.md, "The XML loader".
 */

const KIND: Partial<Record<SalesDocument['type'], XmlDocumentKind>> = {
  invoice: 'TD01',
  'credit-note': 'TD04',
  'debit-note': 'TD05',
};

type Profile = Awaited<ReturnType<typeof getCompanyProfile>>;

/** The customer's registry entry: the buyer and the recipient. */
async function generalOf(tx: TenantScope, customerId: number) {
  const [found] = await tx.db
    .select({ general: generalRegs })
    .from(customers)
    .innerJoin(generalRegs, tx.owned(generalRegs, eq(generalRegs.id, customers.generalRegId)))
    .where(tx.owned(customers, eq(customers.id, customerId)));
  if (!found) throw notFound('not_found.document');
  return found.general;
}

/** CodiceArticolo and UnitaMisura of the rows' articles. */
async function articlesOf(tx: TenantScope, document: SalesDocument) {
  const ids = [...new Set(document.rows.flatMap((row) => row.article_id ?? []))];
  const found = ids.length
    ? await tx.db
        .select({ id: articles.id, code: articles.code, unit: articles.unit })
        .from(articles)
        .where(tx.owned(articles, inArray(articles.id, ids)))
    : [];
  return new Map(found.map((a) => [a.id, a]));
}

/**
 * DatiPagamento: the document's payment term (its method; a bank transfer with the company's
 * IBAN and bank) and its due dates; none without a term.
 */
async function paymentOf(
  tx: TenantScope,
  document: SalesDocument,
  profile: Profile,
): Promise<XmlPayment | null> {
  if (document.payment_term_id === null) return null;
  const [term] = await tx
    .select(paymentTerms, eq(paymentTerms.id, document.payment_term_id))
    .limit(1);
  return xmlPayment(
    term as typeof paymentTerms.$inferSelect | undefined,
    document.due_dates,
    profile,
  );
}

/** The billing address printed on the document, the registry's when the customer has none. */
const billingOf = (document: SalesDocument, registryCountry: string): XmlAddress => {
  const billing = document.customer.billing;
  const country = (billing.country || registryCountry).toUpperCase();
  return {
    address: billing.address ?? '',
    zip: billing.zip,
    city: billing.city ?? '',
    province: country === 'IT' ? billing.province : null,
    country,
  };
};

/** The input of a fiscal document (an issued one, or a draft with a provisional number). */
async function inputOf(
  tx: TenantScope,
  document: SalesDocument,
  kind: XmlDocumentKind,
): Promise<Omit<InvoiceXmlInput, 'progressive'>> {
  // One after the other: inside a transaction the queries share one connection.
  const profile = await getCompanyProfile(tx);
  const general = await generalOf(tx, document.customer_id);
  const article = await articlesOf(tx, document);
  const payment = await paymentOf(tx, document, profile);
  const cited = await ddtCitations(tx, document.id);
  // An invoice billing DDT items is a deferred invoice: TD24, with the DDTs it bills.
  const deferred = kind === 'TD01' && cited.size > 0;
  const { buyer, recipient } = customerPartOf({
    name: general.name,
    is_person: general.isPerson,
    is_public_administration: general.isPublicAdministration,
    first_name: general.firstName,
    last_name: general.lastName,
    vat_number: general.vatNumber,
    tax_code: general.taxCode,
    address: general.address,
    zip: general.zip,
    city: general.city,
    province: general.province,
    country: general.country,
    sdi_code: general.sdiCode,
    pec: general.pec,
  });
  const related = document.related_document;
  // A note's reference is its own ("Storno Fattura 8/2026 del 27/11/2026"): it goes to the
  // Causale, with the reason a credit note corrects no one invoice; an invoice's reference is
  // the customer's order (DatiOrdineAcquisto).
  const note = kind !== 'TD01';
  return {
    transmitter: xmlTransmitterOf(profile),
    recipient,
    seller: xmlSellerOf(profile),
    buyer: { ...buyer, address: billingOf(document, general.country) },
    document: {
      kind: deferred ? 'TD24' : kind,
      // Before issue (the SDI checks run first) a draft is checked as number 0.
      number: formatNumber({ ...document, number: document.number ?? 0 })!,
      date: document.document_date,
      description: note
        ? [document.reference, document.unlinked_reason, document.description]
            .filter(Boolean)
            .join('; ') || null
        : document.description,
    },
    rows: document.rows.map((row) => {
      const a = row.article_id ? article.get(row.article_id) : undefined;
      return {
        // The configuration in Italian, the language of the fiscal record.
        description: describedRow(row.description, row.config_text, 'it', ' - '),
        quantity: row.quantity,
        unitPrice: row.unit_price,
        discount: row.discount,
        vatRate: row.vat_rate,
        vatNature: row.vat_nature,
        unit: a?.unit ?? null,
        articleCode: a?.code ?? null,
      };
    }),
    // The customer's order, dated when the invoice was made from the order that records it.
    purchaseOrder:
      !note && document.reference
        ? {
            id: document.reference,
            date: related?.type === 'order' ? related.document_date : null,
          }
        : null,
    // A note's invoice (an invoice's related document is its order, not an invoice).
    linkedInvoices:
      kind !== 'TD01' && related?.type === 'invoice' && related.number !== null
        ? [{ number: formatNumber(related)!, date: related.document_date }]
        : [],
    ddts: deferred ? ddtsOfRows(document.rows, cited) : [],
    paReference: document.pa_document_id
      ? {
          type: document.pa_document_type ?? 'order',
          id: document.pa_document_id,
          date: document.pa_document_date,
          cig: document.cig,
          cup: document.cup,
        }
      : null,
    splitPayment: document.split_payment,
    letterOfIntent: document.letter_of_intent && {
      protocol: document.letter_of_intent.protocol,
      date: document.letter_of_intent.protocol_date,
    },
    payment,
  };
}

/** TipoDocumento of the document; 409 for an order (it has no e-invoice). */
function kindOf(document: SalesDocument): XmlDocumentKind {
  const kind = KIND[document.type];
  if (!kind) throw conflict(msg('fatturapa.not_fiscal'));
  return kind;
}

/**
 * What the XML of document `id` says, but its progressive (the caller's, sdi helper). 404 when
 * the document is not the tenant's; 409 for an order (no e-invoice) and for a draft (no
 * number yet: issue it first).
 */
export async function loadXmlInput(
  tx: TenantScope,
  id: number,
): Promise<Omit<InvoiceXmlInput, 'progressive'>> {
  const document = await load(tx, id);
  const kind = kindOf(document);
  if (document.number === null || !document.issued_at) throw conflict(msg('fatturapa.draft'));
  return inputOf(tx, document, kind);
}

/**
 * The SDI checks of a draft's XML, before it is issued (for the issue hook `assertIssuable`):
 * the 409 naming the fields that `xmlOf` would answer once it is issued, so an invoice the SDI
 * would reject is not numbered. The draft is read as if numbered 0 (the checks need a digit)
 * and dated `date`, the date it is being issued with. First the rows' VAT treatments against
 * the buyer's kind (treatment.ts): the law's refusal, not the SDI's.
 */
export async function assertXmlIssuable(tx: TenantScope, id: number, date: string): Promise<void> {
  const document = await load(tx, id);
  const input = await inputOf(tx, document, kindOf(document));
  // A note reverses what its invoice charged, even a treatment the rule now refuses (the way
  // to correct an invoice issued wrong is a note with the same VAT, then a right invoice).
  const related = document.related_document;
  const corrected =
    document.type !== 'invoice' && related?.type === 'invoice'
      ? (await rowsOf(tx, related.id)).map((row) => ({
          vat_rate: row.vatRate,
          vat_nature: row.vatNature,
        }))
      : [];
  assertTreatments(input, corrected);
  assertSdiChecks(
    buildTree({ ...input, document: { ...input.document, date }, progressive: '00000' }),
  );
}

/** The XML file of document `id` with the progressive `progressive` (built and SDI-checked). */
export async function xmlOf(tx: TenantScope, id: number, progressive: string): Promise<InvoiceXml> {
  return invoiceXml({ ...(await loadXmlInput(tx, id)), progressive });
}
