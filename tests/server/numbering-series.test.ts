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
import { confirmedDdt, order } from './deferredFixture';

/**
 * Numbering series (sezionali). The demo's Alfa keeps deferred invoices in series D; its 2025
 * invoices 1..8 of the default series end on 29/11/2025.
 */
let f: DocumentsFixture;
let a: ReturnType<typeof api>;
let customer: number;

const between = (xml: string, element: string) =>
  [...xml.matchAll(new RegExp(`<${element}>([^<]*)</${element}>`, 'g'))].map((m) => m[1]);

const profile = async () => {
  const { id: _id, ...item } = (await a.get('/company-profile')).json().item;
  return item as Record<string, unknown>;
};
const setSeries = async (series: Record<string, string>) => {
  const saved = await a.put('/company-profile', { ...(await profile()), ...series });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().item;
};

/** A draft deferred invoice (TD24) of one DDT of October 2025. */
async function deferredDraft(day: string) {
  const o = await order(f.t, f.alfa, customer, f.alfaArticles[0], [
    { quantity: '2', unit_price: '50' },
  ]);
  await confirmedDdt(f.t, 'Alfa S.r.l.', customer, `2025-10-${day}`, [
    { rowId: o.rows[0].id, quantity: '2' },
  ]);
  const made = await a.post('/documents/deferred-invoices', {
    from: `2025-10-${day}`,
    to: `2025-10-${day}`,
    customer_ids: [customer],
  });
  expect(made.statusCode, made.body).toBe(201);
  const [{ id }] = made.json().items;
  return id as number;
}

beforeAll(async () => {
  f = await documentsFixture();
  a = api(f.t, f.alfa);
  customer = f.alfaCustomers[0];
});
afterAll(() => f.t.close());

describe('the company profile’s series', () => {
  it('stores codes upper-case, empty for the default series, and refuses other text', async () => {
    expect(await profile()).toMatchObject({
      series_invoice: '',
      series_deferred: 'D',
      series_credit_note: '',
      series_debit_note: '',
    });
    const bad = await a.put('/company-profile', {
      ...(await profile()),
      series_invoice: 'A B',
      series_debit_note: 'TOOLONG',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['series_debit_note', 'series_invoice']);
    expect(bad.json().errors.series_invoice).toMatch(/up to 4 letters or digits/i);
    expect(await setSeries({ series_credit_note: ' nc ' })).toMatchObject({
      series_credit_note: 'NC',
    });
    // Beta's profile is its own.
    const beta = (await api(f.t, f.beta).get('/company-profile')).json().item;
    expect(beta).toMatchObject({ series_deferred: '', series_credit_note: '' });
  });
});

describe('issuing in a series', () => {
  let deferred: { id: number; number: number };

  it('numbers a deferred invoice in the deferred series, dated in its DDTs’ month', async () => {
    const id = await deferredDraft('20');
    // What the "Emetti" dialog names before issuing.
    const next = await a.get(`/documents/${id}/issue-number?document_date=2025-10-31`);
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().item).toEqual({
      number: 1,
      series: 'D',
      year: 2025,
      document_date: '2025-10-31',
    });
    // Without a date: the one to propose, the draft's own (its DDTs' month end).
    const proposed = await a.get(`/documents/${id}/issue-number`);
    expect(proposed.json().item).toEqual(next.json().item);
    const issued = await issueDocument(f.t, f.alfa, id, '2025-10-31');
    expect(issued).toMatchObject({
      number: 1,
      series: 'D',
      year: 2025,
      document_date: '2025-10-31',
    });
    deferred = issued;
    const xml = (await a.get(`/documents/${id}/xml`)).body;
    expect(between(xml, 'TipoDocumento')).toEqual(['TD24']);
    expect(between(xml, 'Numero')).toEqual(['1/D/2025']);
    expect(await fatturapaSchemaErrors(xml)).toEqual([]);
    const pdf = await a.get(`/documents/${id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const [page] = await pdfPages(pdf.rawPayload);
    expect(page).toMatch(/Fattura N\. 1\/D\/2025/);
    expect(pdf.headers['content-disposition']).toContain('Fattura%201-D-2025.pdf');
  });

  it('keeps the default series apart: its numbers go on, its chronology is its own', async () => {
    const plain = await createDocument(f.t, f.alfa, {
      type: 'invoice',
      customer_id: customer,
      document_date: '2025-12-01',
      rows: [{ description: 'Riga', quantity: '1', unit_price: '10' }],
    });
    const next = await a.get(`/documents/${plain.id}/issue-number?document_date=2025-12-01`);
    expect(next.json().item).toMatchObject({ number: 9, series: '', year: 2025 });
    // Not a deferred invoice: today is proposed.
    const proposed = (await a.get(`/documents/${plain.id}/issue-number`)).json().item;
    expect(proposed.document_date > '2025-12-01').toBe(true);
    // Another company's draft is not found; an issued one has its number already.
    const foreign = api(f.t, f.beta).get(
      `/documents/${plain.id}/issue-number?document_date=2025-12-01`,
    );
    expect((await foreign).statusCode).toBe(404);
    const issued = await issueDocument(f.t, f.alfa, plain.id, '2025-12-01');
    expect(issued).toMatchObject({ number: 9, series: '' });
    const again = await a.get(`/documents/${plain.id}/issue-number?document_date=2025-12-01`);
    expect(again.statusCode).toBe(409);
    const badDate = await a.get(`/documents/${plain.id}/issue-number?document_date=31/12/2025`);
    expect(badDate.statusCode).toBe(400);
    expect(Object.keys(badDate.json().errors)).toEqual(['document_date']);
    // Series D is at 31/10 whatever the default series says (01/12).
    const second = await issueDocument(f.t, f.alfa, await deferredDraft('21'), '2025-10-31');
    expect(second).toMatchObject({ number: 2, series: 'D' });
  });

  it('without a deferred series, refuses the month’s last day after later invoices', async () => {
    await setSeries({ series_deferred: '' });
    const id = await deferredDraft('22');
    // The month end would be refused: today is proposed instead.
    const proposed = (await a.get(`/documents/${id}/issue-number`)).json().item;
    expect(proposed).toMatchObject({ series: '' });
    expect(proposed.document_date > '2025-12-01').toBe(true);
    const refused = await a.post(`/documents/${id}/issue`, {
      document_date: '2025-10-31',
      confirm_late: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ document_date: expect.any(String) });
    expect(refused.json().message).toContain('Invoice 9/2025');
    // Given back: the same draft goes into series D once the profile has it again.
    await setSeries({ series_deferred: 'D' });
    expect(await issueDocument(f.t, f.alfa, id, '2025-10-31')).toMatchObject({
      number: 3,
      series: 'D',
    });
  });

  it('numbers a credit note in its series, citing the invoice as numbered', async () => {
    const note = await createDocument(f.t, f.alfa, {
      type: 'credit-note',
      customer_id: customer,
      document_date: '2025-12-02',
      related_document_id: deferred.id,
      rows: [{ description: 'Reso', quantity: '1', unit_price: '10' }],
    });
    const issued = await issueDocument(f.t, f.alfa, note.id, '2025-12-02');
    expect(issued).toMatchObject({ number: 1, series: 'NC' });
    const xml = (await a.get(`/documents/${note.id}/xml`)).body;
    expect(between(xml, 'Numero')).toEqual(['1/NC/2025']);
    expect(between(xml, 'IdDocumento')).toEqual(['1/D/2025']);
    expect(await fatturapaSchemaErrors(xml)).toEqual([]);
    const shown = (await a.get(`/documents/${note.id}`)).json().document;
    expect(shown.related_document).toMatchObject({ number: 1, series: 'D', year: 2025 });
  });

  it('finds a document by its number with or without the series', async () => {
    const found = async (q: string) =>
      (await a.get(`/documents?type=invoice&q=${encodeURIComponent(q)}`))
        .json()
        .items.map((d: { number: number; series: string; year: number }) =>
          [d.number, d.series, d.year].join('/'),
        );
    expect(await found('1/D/2025')).toEqual(['1/D/2025']);
    expect(await found('1/d')).toEqual(['1/D/2025']);
    expect((await found('1/2025')).sort()).toEqual(['1//2025', '1/D/2025']);
  });

  it('leaves the numbers issued before the series as they were', async () => {
    const { rows } = await f.t.pool.query(
      `select d.series, count(*)::int as n from documents d
       join companies c on c.id = d.company_id
       where c.name = 'Alfa S.r.l.' and d.series <> '' group by d.series order by d.series`,
    );
    // Only the documents issued in this file have a series; the demo's kept theirs.
    expect(rows).toEqual([
      { series: 'D', n: 3 },
      { series: 'NC', n: 1 },
    ]);
  });
});
