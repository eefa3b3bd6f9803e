import { defaultTreatment, type BuyerKind } from '../../contract/buyer-kinds';
import Decimal from 'decimal.js';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../contract/messages';
import { HttpError } from '../../server/lib/errors';
import { assertXmlIssuable, xmlOf } from '../../server/resources/sdi/fatturapa/load';
import { tenantScope, type TenantScope } from '../../server/lib/tenant';
import { fatturapaSchemaErrors } from '../support/fatturapaSchema';
import { pdfPages } from '../support/pdfText';
import { api, createDocument, documentsFixture, type DocumentsFixture } from './documentsFixture';

let f: DocumentsFixture;
const scope: Record<'alfa' | 'beta', TenantScope> = {} as never;

beforeAll(async () => {
  f = await documentsFixture();
  const db = drizzle(f.t.pool);
  const { rows } = await f.t.pool.query<{ id: number; name: string }>(
    'select id, name from companies',
  );
  const id = (name: string) => rows.find((r) => r.name === name)!.id;
  scope.alfa = tenantScope(db, id('Alfa S.r.l.'));
  scope.beta = tenantScope(db, id('Beta S.p.A.'));
}, 60_000);
afterAll(() => f.t.close());

const TIPO = { invoice: 'TD01', 'credit-note': 'TD04', 'debit-note': 'TD05' } as const;
type FiscalType = keyof typeof TIPO;

/** The texts of every `<name>` element of the XML, in order. */
const elements = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);
const sum = (values: string[]) => values.reduce((s, v) => s.plus(v), new Decimal(0)).toFixed(2);

/** The issued documents of a type of the company, as the list answers them. */
async function issued(company: 'alfa' | 'beta', type: FiscalType) {
  const response = await api(f.t, f[company]).get(`/documents?type=${type}&perPage=100&sort=id`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().items as { id: number; number: number | null }[]).filter(
    (d) => d.number !== null,
  );
}

/** What `xmlOf` refused with: status and message (English). */
async function refusal(run: Promise<unknown>) {
  try {
    await run;
  } catch (error) {
    if (error instanceof HttpError) {
      return { status: error.statusCode, message: translate(error.reason, 'en') };
    }
    throw error;
  }
  throw new Error('nothing was thrown');
}

describe('the XML of the demo documents', () => {
  for (const company of ['alfa', 'beta'] as const) {
    for (const type of Object.keys(TIPO) as FiscalType[]) {
      it(`${company}: every issued ${type} gives a valid XML with the API's totals`, async () => {
        const docs = await issued(company, type);
        expect(docs.length).toBeGreaterThan(0);
        for (const [i, { id }] of docs.entries()) {
          const progressive = `T${String(i).padStart(4, '0')}`;
          const { xml, fileName } = await xmlOf(scope[company], id, progressive);
          expect(fileName).toMatch(new RegExp(`^IT\\w+_${progressive}\\.xml$`));
          expect(await fatturapaSchemaErrors(xml), `document ${id}`).toEqual([]);
          const api_ = (await api(f.t, f[company]).get(`/documents/${id}`)).json().document;
          expect(elements(xml, 'TipoDocumento')).toEqual([TIPO[type]]);
          expect(elements(xml, 'Numero')).toEqual([`${api_.number}/${api_.year}`]);
          expect(elements(xml, 'Data')[0]).toBe(api_.document_date);
          expect(elements(xml, 'ImportoTotaleDocumento')).toEqual([api_.total]);
          expect(sum(elements(xml, 'ImponibileImporto'))).toBe(api_.net_total);
          expect(sum(elements(xml, 'Imposta'))).toBe(api_.vat_total);
          expect(elements(xml, 'NumeroLinea')).toHaveLength(api_.rows.length);
          if (type !== 'invoice' && api_.related_document) {
            const related = api_.related_document;
            expect(elements(xml, 'IdDocumento')).toContain(`${related.number}/${related.year}`);
          }
          for (const due of api_.due_dates as { due_date: string; amount: string }[]) {
            expect(elements(xml, 'DataScadenzaPagamento')).toContain(due.due_date);
          }
        }
      });
    }
  }
});

describe('what the loader maps', () => {
  it('takes the seller from the company profile and the buyer from the registry', async () => {
    const [doc] = await issued('alfa', 'invoice');
    const { xml, tree } = await xmlOf(scope.alfa, doc.id, '00001');
    const profile = (await api(f.t, f.alfa).get('/company-profile')).json().item;
    const seller = tree.FatturaElettronicaHeader.CedentePrestatore;
    expect(seller.DatiAnagrafici.IdFiscaleIVA.IdCodice).toBe(profile.vat_number);
    expect(seller.DatiAnagrafici.RegimeFiscale).toBe(profile.regime_fiscale);
    expect(seller.IscrizioneREA?.NumeroREA).toBe(profile.rea_number);
    const document = (await api(f.t, f.alfa).get(`/documents/${doc.id}`)).json().document;
    const buyer = tree.FatturaElettronicaHeader.CessionarioCommittente;
    expect(buyer.Sede.Comune).toBe(document.customer.billing.city);
    expect(elements(xml, 'CodiceDestinatario')).toHaveLength(1);
  });

  it('writes a person by name, a foreign customer with XXXXXXX, the term’s payment', async () => {
    type General = { is_person?: boolean; country: string };
    const customers = (await api(f.t, f.alfa).get('/customers?perPage=100')).json().items as {
      id: number;
      general: General;
      buyer_kind: BuyerKind;
    }[];
    const terms = (await api(f.t, f.alfa).get('/payment-terms?perPage=100')).json().items as {
      id: number;
      method: string;
    }[];
    const transfer = terms.find((t) => t.method === 'MP05')!;
    const other = terms.find((t) => t.method !== 'MP05')!;
    const people = customers
      .filter(({ general }) => general.is_person || general.country !== 'IT')
      .map(({ id, general, buyer_kind }) => ({
        id,
        kind: buyer_kind,
        foreign: general.country !== 'IT',
        person: !!general.is_person,
      }));
    expect(people.some((p) => p.person)).toBe(true);
    expect(people.some((p) => p.foreign)).toBe(true);
    for (const [i, p] of people.entries()) {
      const term = i % 2 ? other : transfer;
      const draft = await createDocument(f.t, f.alfa, {
        type: 'invoice',
        customer_id: p.id,
        document_date: '2026-11-23',
        payment_term_id: term.id,
        reference: 'PO-77',
        // The treatment the buyer's kind gives a 22 % article: 0 % N3.2 to an EU business.
        rows: [
          {
            description: 'Consulenza',
            quantity: '2',
            unit_price: '50',
            ...defaultTreatment(p.kind, { vat_rate: '22', vat_nature: null }),
          },
        ],
      });
      const issue = await api(f.t, f.alfa).post(`/documents/${draft.id}/issue`, {});
      expect(issue.statusCode, issue.body).toBe(200);
      const { xml } = await xmlOf(scope.alfa, draft.id, `P${i}`);
      expect(await fatturapaSchemaErrors(xml)).toEqual([]);
      if (p.person) expect(elements(xml, 'Cognome')).toHaveLength(1);
      // Abroad XXXXXXX; San Marino goes through the SDI to its tax office's 2R4GTO8.
      const abroad = p.kind === 'san_marino' ? '2R4GTO8' : 'XXXXXXX';
      if (p.foreign) expect(elements(xml, 'CodiceDestinatario')).toEqual([abroad]);
      expect(elements(xml, 'IdDocumento')).toEqual(['PO-77']);
      expect(elements(xml, 'ModalitaPagamento')[0]).toBe(term.method);
      expect(elements(xml, 'IBAN')).toHaveLength(term.method === 'MP05' ? 1 : 0);
    }
  });
});

describe('what the loader refuses', () => {
  it('answers 404 for another company’s document', async () => {
    const [doc] = await issued('alfa', 'invoice');
    expect(await refusal(xmlOf(scope.beta, doc.id, '00001'))).toMatchObject({ status: 404 });
  });

  it('answers 409 for an order and for a draft, saying why', async () => {
    const orders = (await api(f.t, f.alfa).get('/documents?type=order&perPage=1')).json().items;
    expect(await refusal(xmlOf(scope.alfa, orders[0].id, '00001'))).toEqual({
      status: 409,
      message: expect.stringContaining('quotes and orders have no e-invoice'),
    });
    const draft = await createDocument(f.t, f.alfa, {
      type: 'invoice',
      customer_id: f.alfaCustomers[0],
      document_date: '2026-11-23',
      rows: [{ description: 'Bozza', quantity: '1', unit_price: '10', vat_rate: '22' }],
    });
    expect(await refusal(xmlOf(scope.alfa, draft.id, '00001'))).toEqual({
      status: 409,
      message: expect.stringContaining('is a draft'),
    });
  });
});

describe('the PDF says what the XML says', () => {
  it('prints the natura’s legal reference and the stamp duty of an exempt invoice', async () => {
    const rows = [
      {
        description: 'Visita medica',
        quantity: '1',
        unit_price: '150',
        vat_rate: '0',
        vat_nature: 'N4',
      },
      { description: 'Materiale', quantity: '1', unit_price: '10', vat_rate: '22' },
    ];
    const invoice = await createDocument(f.t, f.alfa, {
      type: 'invoice',
      customer_id: f.alfaCustomers[0],
      document_date: '2026-11-23',
      rows,
    });
    const issue = await api(f.t, f.alfa).post(`/documents/${invoice.id}/issue`, {});
    expect(issue.statusCode, issue.body).toBe(200);
    const { xml } = await xmlOf(scope.alfa, invoice.id, '00009');
    expect(elements(xml, 'ImportoBollo')).toEqual(['2.00']);
    const [reference] = elements(xml, 'RiferimentoNormativo');
    expect(reference).toBe('Esente art. 10 DPR 633/72');
    const pdf = await api(f.t, f.alfa).get(`/documents/${invoice.id}/pdf`);
    const text = (await pdfPages(pdf.rawPayload)).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain(reference);
    expect(text).toMatch(/Imposta di bollo assolta in modo virtuale: 2,00\s€/);

    // An order with the same rows bears no stamp duty (it is not an invoice).
    const order = await createDocument(f.t, f.alfa, { customer_id: f.alfaCustomers[0], rows });
    const orderPdf = await api(f.t, f.alfa).get(`/documents/${order.id}/pdf`);
    const orderText = (await pdfPages(orderPdf.rawPayload)).join(' ').replace(/\s+/g, ' ');
    expect(orderText).toContain(reference);
    expect(orderText).not.toContain('bollo');
  });
});

describe('the SDI checks of a draft, before it is issued', () => {
  const DATE = '2026-11-23';
  it('passes a draft the SDI would take, refuses one it would reject (409 naming it)', async () => {
    const draft = (unit_price: string) =>
      createDocument(f.t, f.alfa, {
        type: 'invoice',
        customer_id: f.alfaCustomers[0],
        document_date: '2026-11-23',
        rows: [{ description: 'Impianto', quantity: '1', unit_price, vat_rate: '22' }],
      });
    const good = await draft('1500');
    await expect(assertXmlIssuable(scope.alfa, good.id, DATE)).resolves.toBeUndefined();
    const huge = await draft('123456789012');
    expect(await refusal(assertXmlIssuable(scope.alfa, huge.id, DATE))).toEqual({
      status: 409,
      message: expect.stringContaining('too large for the XML'),
    });
    const orders = (await api(f.t, f.alfa).get('/documents?type=order&perPage=1')).json().items;
    expect(await refusal(assertXmlIssuable(scope.alfa, orders[0].id, DATE))).toMatchObject({
      status: 409,
    });
    expect(await refusal(assertXmlIssuable(scope.beta, good.id, DATE))).toMatchObject({
      status: 404,
    });
  });
});

describe('a credit note’s XML', () => {
  it('puts the storno reference in the Causale, with no order reference nor payment schedule', async () => {
    const a = api(f.t, f.alfa);
    const draft = await createDocument(f.t, f.alfa, {
      type: 'invoice',
      customer_id: f.alfaCustomers[0],
      reference: 'Vs. ordine n. 4711',
      rows: [{ description: 'Impianto', quantity: '1', unit_price: '1500', vat_rate: '22' }],
    });
    const term = (await a.get('/payment-terms?perPage=1')).json().items[0].id;
    const put = await a.put(`/documents/${draft.id}`, { ...draft, payment_term_id: term });
    expect(put.statusCode, put.body).toBe(200);
    const invoice = (await a.post(`/documents/${draft.id}/issue`, {})).json().item;
    expect(invoice.due_dates.length).toBeGreaterThan(0);
    expect((await xmlOf(scope.alfa, invoice.id, 'C0000')).xml).toContain('<DatiPagamento>');
    const { xml: invoiceXml } = await xmlOf(scope.alfa, invoice.id, 'C0001');
    expect(elements(invoiceXml, 'IdDocumento')).toEqual(['Vs. ordine n. 4711']);
    const note = (await a.post(`/documents/${invoice.id}/convert`, { type: 'credit-note' })).json()
      .item;
    expect(note.payment_term_id).toBeNull();
    expect(note.due_dates).toEqual([]);
    const issuedNote = (await a.post(`/documents/${note.id}/issue`, {})).json().item;
    const { xml } = await xmlOf(scope.alfa, issuedNote.id, 'C0002');
    expect(await fatturapaSchemaErrors(xml)).toEqual([]);
    const reference = `Storno Fattura ${invoice.number}/${invoice.year} del ${invoice.document_date.split('-').reverse().join('/')}`;
    expect(elements(xml, 'Causale').join('')).toBe(reference);
    expect(xml).not.toContain('<DatiOrdineAcquisto>');
    expect(xml).not.toContain('<DatiPagamento>');
    // The invoice it corrects is linked (DatiFattureCollegate).
    expect(elements(xml, 'IdDocumento')).toEqual([`${invoice.number}/${invoice.year}`]);
  });
});

describe('a credit note with no corrected invoice', () => {
  it('is refused at issue until it says why, and the Causale then says it', async () => {
    const a = api(f.t, { ...f.alfa, 'accept-language': 'en' });
    const note = await createDocument(f.t, f.alfa, {
      type: 'credit-note',
      customer_id: f.alfaCustomers[0],
      document_date: '2026-11-27',
      rows: [{ description: 'Premio fine anno', quantity: '1', unit_price: '300', vat_rate: '22' }],
    });
    const refused = await a.post(`/documents/${note.id}/issue`, {});
    expect(refused.statusCode).toBe(409);
    const reason =
      'Credit note (draft) does not say which invoice it corrects: pick it in «Corrected invoice», or write why it corrects no single invoice (e.g. a year-end discount on several invoices)';
    expect(refused.json()).toEqual({ message: reason, errors: { related_document_id: reason } });
    const why = 'Premio di fine anno sul fatturato 2026';
    const put = await a.put(`/documents/${note.id}`, { ...note, unlinked_reason: why });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().item.unlinked_reason).toBe(why);
    const issued = await a.post(`/documents/${note.id}/issue`, {});
    expect(issued.statusCode, issued.body).toBe(200);
    const { xml } = await xmlOf(scope.alfa, note.id, 'U0001');
    expect(await fatturapaSchemaErrors(xml)).toEqual([]);
    expect(elements(xml, 'TipoDocumento')).toEqual(['TD04']);
    expect(elements(xml, 'Causale').join('')).toBe(why);
    expect(xml).not.toContain('<DatiFattureCollegate>');
    // Issued, the reason is locked with the rest of the header.
    const current = (await a.get(`/documents/${note.id}`)).json().document;
    const changed = await a.put(`/documents/${note.id}`, { ...current, unlinked_reason: 'Altro' });
    expect(changed.statusCode).toBe(409);
  });
});

describe('an invoice made from an order', () => {
  it('dates the customer’s order reference with the order’s date (DatiOrdineAcquisto)', async () => {
    const a = api(f.t, f.alfa);
    const order = await createDocument(f.t, f.alfa, {
      type: 'order',
      customer_id: f.alfaCustomers[0],
      document_date: '2026-11-20',
      reference: 'Vs. ordine n. 88',
      rows: [{ description: 'Carpenteria', quantity: '2', unit_price: '400', vat_rate: '22' }],
    });
    const converted = await a.post(`/documents/${order.id}/convert`, { type: 'invoice' });
    expect(converted.statusCode, converted.body).toBe(201);
    const invoice = converted.json().item;
    const issued = await a.post(`/documents/${invoice.id}/issue`, {});
    expect(issued.statusCode, issued.body).toBe(200);
    const { xml } = await xmlOf(scope.alfa, invoice.id, 'O0001');
    expect(await fatturapaSchemaErrors(xml)).toEqual([]);
    const block = /<DatiOrdineAcquisto>([\s\S]*?)<\/DatiOrdineAcquisto>/.exec(xml)![1];
    expect(elements(block, 'IdDocumento')).toEqual(['Vs. ordine n. 88']);
    expect(elements(block, 'Data')).toEqual(['2026-11-20']);
  });
});
