import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fatturapaSchemaErrors } from '../support/fatturapaSchema';
import { pdfPages } from '../support/pdfText';
import {
  api,
  createDocument,
  documentsFixture,
  issueDocument,
  type DocumentsFixture,
} from './documentsFixture';

let f: DocumentsFixture;
beforeAll(async () => {
  f = await documentsFixture();
});
afterAll(() => f.t.close());

const between = (xml: string, element: string) =>
  [...xml.matchAll(new RegExp(`<${element}>([^<]*)</${element}>`, 'g'))].map((m) => m[1]);
const sum = (values: string[]) =>
  values.reduce((total, value) => total.plus(value), new Decimal(0)).toFixed(2);

/** A school: a public administration with its office code, under split payment. */
const SCHOOL = {
  name: 'Istituto Comprensivo Statale G. Pascoli',
  is_public_administration: true,
  tax_code: '80012345676',
  address: 'Via Scuole 1',
  zip: '47921',
  city: 'Rimini',
  province: 'RN',
  country: 'IT',
  sdi_code: 'UFJ4T2',
};

async function newCustomer(general: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const a = api(f.t, f.alfa);
  const code = (await a.get('/customers/next-code')).json().code;
  const terms = (await a.get('/payment-terms?perPage=100')).json().items;
  const response = await a.post('/customers', {
    general,
    registry_code: code,
    credit_limit: '0',
    payment_terms: terms[0].id,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().item;
}

const PA_ROWS = [
  { description: 'Banchi scolastici', quantity: '10', unit_price: '85.50', vat_rate: '22' },
  { description: 'Libri di testo', quantity: '20', unit_price: '12.30', vat_rate: '4' },
];
const PA_REFERENCE = {
  pa_document_type: 'order',
  pa_document_id: 'ORD-45/2026',
  pa_document_date: '2026-10-01',
  cig: 'z1a2b3c4d5',
  cup: 'J51B22000310006',
};

describe('public administrations', () => {
  it('takes a 6-character office code, never a 7-character one, and is no private person', async () => {
    const customer = await newCustomer(SCHOOL, { split_payment: true });
    expect(customer.general).toMatchObject({ is_public_administration: true, sdi_code: 'UFJ4T2' });
    expect(customer).toMatchObject({ buyer_kind: 'public_administration', split_payment: true });
    const a = api(f.t, f.alfa);
    const refused = [
      [{ ...SCHOOL, sdi_code: 'UFJ4T2X' }, 'sdi_code'],
      [{ ...SCHOOL, is_person: true, first_name: 'A', last_name: 'B' }, 'is_public_administration'],
      [{ ...SCHOOL, country: 'FR', zip: '75001', province: null }, 'is_public_administration'],
      [{ ...SCHOOL, is_public_administration: false }, 'sdi_code'],
    ] as const;
    for (const [general, field] of refused) {
      const response = await a.post('/customers', {
        general,
        registry_code: `PA-${field}-${general.sdi_code}`,
        credit_limit: '0',
      });
      expect(response.statusCode, JSON.stringify(general)).toBe(400);
      expect(Object.keys(response.json().errors)).toContain(`general.${field}`);
    }
  });

  it('refuses split payment to a private person or a foreign company', async () => {
    const a = api(f.t, f.alfa);
    for (const general of [
      {
        is_person: true,
        first_name: 'Mario',
        last_name: 'Rossi',
        tax_code: 'RSSMRA80A01F205X',
        country: 'IT',
      },
      { name: 'Weber GmbH', vat_number: '123456789', country: 'DE', city: 'Berlin' },
    ]) {
      const response = await a.post('/customers', {
        general,
        registry_code: `SP-${general.country}`,
        credit_limit: '0',
        split_payment: true,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('split_payment');
    }
  });

  it('invoices as FPA12 under split payment: S in every summary, paid net of VAT', async () => {
    const customer = await newCustomer(SCHOOL, { split_payment: true });
    const invoice = await createDocument(f.t, f.alfa, {
      type: 'invoice',
      customer_id: customer.id,
      document_date: new Date().toISOString().slice(0, 10),
      rows: PA_ROWS,
      ...PA_REFERENCE,
    });
    // 855.00 at 22 % (188.10) and 246.00 at 4 % (9.84): the school pays 1,101.00.
    expect(invoice).toMatchObject({
      split_payment: true,
      total: '1298.94',
      vat_total: '197.94',
      amount_due: '1101.00',
      cig: 'Z1A2B3C4D5',
      pa_document_id: 'ORD-45/2026',
    });
    expect(sum(invoice.due_dates.map((d: { amount: string }) => d.amount))).toBe('1101.00');
    await issueDocument(f.t, f.alfa, invoice.id);
    const a = api(f.t, f.alfa);
    const xml = (await a.get(`/documents/${invoice.id}/xml`)).body;
    expect(await fatturapaSchemaErrors(xml)).toEqual([]);
    expect(xml).toContain('versione="FPA12"');
    expect(between(xml, 'FormatoTrasmissione')).toEqual(['FPA12']);
    expect(between(xml, 'CodiceDestinatario')).toEqual(['UFJ4T2']);
    expect(between(xml, 'EsigibilitaIVA')).toEqual(['S', 'S']);
    expect(between(xml, 'ImportoTotaleDocumento')).toEqual(['1298.94']);
    expect(sum(between(xml, 'ImportoPagamento'))).toBe('1101.00');
    expect(xml).toMatch(
      /<DatiOrdineAcquisto>\s*<IdDocumento>ORD-45\/2026<\/IdDocumento>\s*<Data>2026-10-01<\/Data>\s*<CodiceCUP>J51B22000310006<\/CodiceCUP>\s*<CodiceCIG>Z1A2B3C4D5<\/CodiceCIG>/,
    );
    const pdf = (await pdfPages((await a.get(`/documents/${invoice.id}/pdf`)).rawPayload))
      .join('\n')
      .replace(/\s+/g, ' ');
    expect(pdf).toContain('Scissione dei pagamenti art. 17-ter DPR 633/72');
    expect(pdf).toContain('Netto a pagare');
    expect(pdf).toContain('ORD-45/2026 01/10/2026, CIG Z1A2B3C4D5, CUP J51B22000310006');

    // Its credit note: the same rule, the same references.
    const note = await a.post(`/documents/${invoice.id}/convert`, { type: 'credit-note' });
    expect(note.statusCode, note.body).toBe(201);
    expect(note.json().item).toMatchObject({
      split_payment: true,
      amount_due: '1101.00',
      cig: 'Z1A2B3C4D5',
    });
    await issueDocument(f.t, f.alfa, note.json().item.id);
    const noteXml = (await a.get(`/documents/${note.json().item.id}/xml`)).body;
    expect(await fatturapaSchemaErrors(noteXml)).toEqual([]);
    expect(between(noteXml, 'TipoDocumento')).toEqual(['TD04']);
    expect(between(noteXml, 'EsigibilitaIVA')).toEqual(['S', 'S']);
  });

  it('writes a contract in DatiContratto and keeps the customer order in DatiOrdineAcquisto', async () => {
    const customer = await newCustomer(SCHOOL);
    const invoice = await createDocument(f.t, f.alfa, {
      type: 'invoice',
      customer_id: customer.id,
      document_date: new Date().toISOString().slice(0, 10),
      reference: 'Vs. ordine 7',
      rows: PA_ROWS,
      pa_document_type: 'contract',
      pa_document_id: 'REP. 123',
      cig: 'Z9Y8X7W6V5',
    });
    await issueDocument(f.t, f.alfa, invoice.id);
    const xml = (await api(f.t, f.alfa).get(`/documents/${invoice.id}/xml`)).body;
    expect(await fatturapaSchemaErrors(xml)).toEqual([]);
    expect(xml).toMatch(/<DatiOrdineAcquisto>\s*<IdDocumento>Vs. ordine 7<\/IdDocumento>/);
    expect(xml).toMatch(
      /<DatiContratto>\s*<IdDocumento>REP. 123<\/IdDocumento>\s*<CodiceCIG>Z9Y8X7W6V5<\/CodiceCIG>/,
    );
    // Not under split payment: VAT due at once, paid with the invoice.
    expect(between(xml, 'EsigibilitaIVA')).toEqual(['I', 'I']);
  });

  it('writes an agreement (convenzione) in DatiConvenzione with its date and codes', async () => {
    const customer = await newCustomer(SCHOOL);
    const invoice = await createDocument(f.t, f.alfa, {
      type: 'invoice',
      customer_id: customer.id,
      document_date: new Date().toISOString().slice(0, 10),
      rows: PA_ROWS,
      pa_document_type: 'agreement',
      pa_document_id: 'CONSIP-2026/14',
      pa_document_date: '2026-02-01',
      cup: 'J51B22000310006',
      cig: 'Z1A2B3C4D5',
    });
    await issueDocument(f.t, f.alfa, invoice.id);
    const xml = (await api(f.t, f.alfa).get(`/documents/${invoice.id}/xml`)).body;
    expect(await fatturapaSchemaErrors(xml)).toEqual([]);
    expect(xml).toMatch(
      /<DatiConvenzione>\s*<IdDocumento>CONSIP-2026\/14<\/IdDocumento>\s*<Data>2026-02-01<\/Data>\s*<CodiceCUP>J51B22000310006<\/CodiceCUP>\s*<CodiceCIG>Z1A2B3C4D5<\/CodiceCIG>/,
    );
    expect(xml).not.toContain('<DatiContratto>');
  });

  it('refuses a bad CIG or CUP, and codes without the PA document they belong to', async () => {
    const customer = await newCustomer(SCHOOL);
    const a = api(f.t, f.alfa);
    const base = { type: 'invoice', customer_id: customer.id, document_date: '2026-03-10' };
    for (const [body, field] of [
      [{ pa_document_id: 'X', cig: '123' }, 'cig'],
      [{ pa_document_id: 'X', cup: 'J51B2200031000' }, 'cup'],
      [{ cig: 'Z1A2B3C4D5' }, 'pa_document_id'],
      [{ pa_document_id: 'X', pa_document_type: 'tender' }, 'pa_document_type'],
    ] as const) {
      const response = await a.post('/documents', { ...base, ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors).toHaveProperty(field);
    }
  });

  it('refuses to issue to a public administration without its office code (00427)', async () => {
    const customer = await newCustomer({ ...SCHOOL, sdi_code: null });
    const invoice = await createDocument(f.t, f.alfa, {
      type: 'invoice',
      customer_id: customer.id,
      document_date: new Date().toISOString().slice(0, 10),
      rows: PA_ROWS,
    });
    const response = await api(f.t, f.alfa).post(`/documents/${invoice.id}/issue`, {});
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toHaveProperty('customer.sdi_code');
    expect(response.json().message).toContain('00427');
  });

  it('an order’s PA references go to the invoice made from it', async () => {
    const customer = await newCustomer(SCHOOL, { split_payment: true });
    const order = await createDocument(f.t, f.alfa, {
      customer_id: customer.id,
      rows: PA_ROWS,
      ...PA_REFERENCE,
    });
    expect(order).toMatchObject({ split_payment: true, amount_due: '1101.00' });
    const converted = await api(f.t, f.alfa).post(`/documents/${order.id}/convert`, {
      type: 'invoice',
    });
    expect(converted.statusCode, converted.body).toBe(201);
    expect(converted.json().item).toMatchObject({
      pa_document_type: 'order',
      pa_document_id: 'ORD-45/2026',
      cig: 'Z1A2B3C4D5',
      cup: 'J51B22000310006',
      split_payment: true,
    });
  });

  it('a Beta user gets 404 for Alfa’s PA invoice and its XML', async () => {
    const customer = await newCustomer(SCHOOL, { split_payment: true });
    const invoice = await createDocument(f.t, f.alfa, {
      type: 'invoice',
      customer_id: customer.id,
      rows: PA_ROWS,
      ...PA_REFERENCE,
    });
    const b = api(f.t, f.beta);
    expect((await b.get(`/documents/${invoice.id}`)).statusCode).toBe(404);
    expect((await b.get(`/documents/${invoice.id}/xml`)).statusCode).toBe(404);
  });
});

describe('San Marino', () => {
  it('keeps its SDI code, else the tax office’s 2R4GTO8, with rows at 0 % N3.3', async () => {
    const general = {
      name: 'Titano Forniture S.r.l.',
      vat_number: 'SM12345',
      address: 'Via del Serrone 10',
      city: 'Borgo Maggiore',
      country: 'SM',
    };
    for (const [sdi, expected] of [
      [null, '2R4GTO8'],
      ['2R4GTO8', '2R4GTO8'],
    ] as const) {
      const customer = await newCustomer({ ...general, sdi_code: sdi });
      expect(customer.buyer_kind).toBe('san_marino');
      const invoice = await createDocument(f.t, f.alfa, {
        type: 'invoice',
        customer_id: customer.id,
        document_date: new Date().toISOString().slice(0, 10),
        rows: [{ article_id: f.alfaArticles[0], quantity: '3' }],
      });
      expect(invoice.rows[0]).toMatchObject({ vat_rate: '0', vat_nature: 'N3.3' });
      await issueDocument(f.t, f.alfa, invoice.id);
      const xml = (await api(f.t, f.alfa).get(`/documents/${invoice.id}/xml`)).body;
      expect(await fatturapaSchemaErrors(xml)).toEqual([]);
      expect(between(xml, 'CodiceDestinatario')).toEqual([expected]);
      expect(between(xml, 'FormatoTrasmissione')).toEqual(['FPR12']);
      expect(between(xml, 'IdPaese')).toContain('SM');
      expect(between(xml, 'RiferimentoNormativo')[0]).toContain('art. 71 DPR 633/72');
    }
  });
});
