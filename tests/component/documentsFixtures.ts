import { http, HttpResponse } from 'msw';
import type { DocumentRow, SalesDocument } from '../../contract/documents';
import { selectsOf } from '../../contract/enums';
import {} from './fixtures';
import { api } from './msw';
import { makeArticle, selectsHandlers } from './registryFixtures';

/** Documents as the API answers them (contract shapes). */
export function makeRow(overrides: Partial<DocumentRow> = {}): DocumentRow {
  return {
    id: 101,
    document_id: 40,
    position: 1,
    article_id: 3,
    description: 'Vite a testa esagonale M8',
    quantity: '10.000',
    unit_price: '0.12500000',
    discount: '0.00',
    vat_rate: '22',
    vat_nature: null,
    net_amount: '1.25',
    price_manual: false,
    status: 0,
    config: null,
    config_text: null,
    ...overrides,
  };
}

export function makeDocument(overrides: Partial<SalesDocument> = {}): SalesDocument {
  return {
    id: 40,
    type: 'order',
    number: 12,
    series: '',
    year: 2026,
    // An invoice or note with a number is an issued one (pass `number: null` for a draft).
    issued_at:
      overrides.type &&
      overrides.type !== 'order' &&
      overrides.type !== 'quote' &&
      overrides.number !== null
        ? '2026-11-21T10:00:00.000Z'
        : null,
    customer_id: 7,
    customer: {
      id: 7,
      name: 'Rossi Forniture S.r.l.',
      registry_code: 'C0001',
      vat_number: '01234567897',
      tax_code: null,
      phone: '045 1234567',
      email: 'ordini@rossi.it',
      references: 'Sig. Rossi',
      language: 'de',
      buyer_kind: 'it_business',
      billing: {
        address: 'Via Roma 1',
        zip: '37100',
        city: 'Verona',
        province: 'VR',
        country: 'IT',
      },
    },
    reference: 'Ord. cliente 77',
    description: null,
    status: 0,
    document_date: '2026-11-21',
    shipping_date: '2026-11-30',
    subtotal: '1234.56',
    discount_total: '0.00',
    net_total: '1234.56',
    vat_total: '271.60',
    total: '1506.16',
    related_document: null,
    related_by: [],
    related_document_id: null,
    unlinked_reason: null,
    payment_term_id: null,
    destination_id: null,
    destination: null,
    pa_document_type: null,
    pa_document_id: null,
    pa_document_date: null,
    cig: null,
    cup: null,
    split_payment: false,
    amount_due: '1506.16',
    valid_until: null,
    conditions: null,
    version: 3,
    rows: [],
    due_dates: [],
    vat_summary: [{ vat_rate: '22', vat_nature: null, taxable: '1234.56', vat: '271.60' }],
    allowed_statuses: [1, 7],
    letter_of_intent: null,
    sdi_status: null,
    sdi_error: null,
    sdi_file_name: null,
    ...overrides,
  };
}

export const DOCUMENT_SELECTS = {
  types: [],
  statuses: selectsOf.orderStatuses(),
  orderStatuses: selectsOf.orderStatuses(),
  paymentStatuses: selectsOf.paymentStatuses(),
  sdiStatuses: selectsOf.sdiStatuses(),
  lineStatuses: selectsOf.lineStatuses(),
  vatRates: selectsOf.vatRates(),
  vatNatures: selectsOf.vatNatures(),
};

/** `GET /documents/{id}` answering `document` (and what the header's inputs read). */
export const documentHandlers = (document: () => SalesDocument) => [
  http.get(api('/documents/:id'), () =>
    HttpResponse.json({ document: document(), selects: DOCUMENT_SELECTS }),
  ),
  // The DDTs an invoice bills (a deferred invoice's links): none unless a test says so.
  http.get(api('/documents/:id/ddts'), () => HttpResponse.json({ items: [] })),
  // Its SDI history: empty unless a test says so.
  http.get(api('/documents/:id/sdi-history'), () => HttpResponse.json({ items: [] })),
  http.get(api('/customers/:id'), () =>
    HttpResponse.json({
      item: { id: 7, registry_code: 'C0001', general: { name: 'Rossi Forniture S.r.l.' } },
    }),
  ),
];

/** What a document's edit page asks for (signed in: `signedIn()`): the lists, the document, articles. */
export const editPageHandlers = (document: () => SalesDocument) => [
  ...selectsHandlers(),
  ...documentHandlers(document),
  http.get(api('/articles'), () => HttpResponse.json({ items: [makeArticle()], total: 1 })),
  http.get(api('/articles/:id'), () => HttpResponse.json({ item: makeArticle() })),
  // An issued invoice's instalments (none unless a test says so).
  http.get(api('/instalments'), () =>
    HttpResponse.json({ items: [], total: 0, total_capped: false, selects: {} }),
  ),
];
