import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages } from '../support/pdfText';
import { api, documentsFixture, issueDocument, type DocumentsFixture } from './documentsFixture';
import { confirmedDdt, order, type Ddt } from './deferredFixture';

let f: DocumentsFixture;
let a: ReturnType<typeof api>;
let invoiceId: number;
let first: Ddt, second: Ddt;

const between = (xml: string, element: string) =>
  [...xml.matchAll(new RegExp(`<${element}>([^<]*)</${element}>`, 'g'))].map((m) => m[1]);

beforeAll(async () => {
  f = await documentsFixture();
  a = api(f.t, f.alfa);
  const customer = f.alfaCustomers[0];
  const o = await order(f.t, f.alfa, customer, f.alfaArticles[0], [
    { quantity: '5', unit_price: '10' },
    { quantity: '5', unit_price: '20' },
  ]);
  first = await confirmedDdt(f.t, 'Alfa S.r.l.', customer, '2025-05-03', [
    { rowId: o.rows[0].id, quantity: '2' },
    { rowId: o.rows[1].id, quantity: '1' },
  ]);
  second = await confirmedDdt(f.t, 'Alfa S.r.l.', customer, '2025-05-12', [
    { rowId: o.rows[0].id, quantity: '3' },
  ]);
  const made = await a.post('/documents/deferred-invoices', {
    from: '2025-05-01',
    to: '2025-05-31',
  });
  expect(made.statusCode, made.body).toBe(201);
  invoiceId = made.json().items[0].id;
});
afterAll(() => f.t.close());

const pdfText = async (locale: string) => {
  const response = await a.get(`/documents/${invoiceId}/pdf?locale=${locale}`);
  expect(response.statusCode).toBe(200);
  return (await pdfPages(response.rawPayload)).join('\n');
};

describe('GET /api/documents/{id}/ddts', () => {
  it('lists the DDTs an invoice bills, none for another document, 404 for Beta', async () => {
    const response = await a.get(`/documents/${invoiceId}/ddts`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items).toEqual([
      { id: first.id, number: first.number, year: 2025, date: '2025-05-03' },
      { id: second.id, number: second.number, year: 2025, date: '2025-05-12' },
    ]);
    const orders = (await a.get('/documents?type=order&perPage=1')).json().items;
    expect((await a.get(`/documents/${orders[0].id}/ddts`)).json().items).toEqual([]);
    const beta = await api(f.t, f.beta).get(`/documents/${invoiceId}/ddts`);
    expect(beta.statusCode).toBe(404);
    expect(beta.json().message).toBe('Document not found');
  });
});

describe('a deferred invoice on paper and in the XML', () => {
  it('prints its rows under the line of their DDT, in the PDF’s language', async () => {
    const it = await pdfText('it');
    const heading1 = `DDT n. ${first.number}/2025 del 03/05/2025`;
    const heading2 = `DDT n. ${second.number}/2025 del 12/05/2025`;
    expect(it).toContain(heading1);
    expect(it).toContain(heading2);
    // Each heading once, the first DDT's rows between the two.
    expect(it.split(heading1)).toHaveLength(2);
    const [, after1] = it.split(heading1);
    const [group1] = after1.split(heading2);
    expect(group1).toContain('Articolo 1');
    expect(group1).toContain('Articolo 2');
    expect(await pdfText('de')).toContain(
      `Lieferschein (DDT) Nr. ${first.number}/2025 vom 03.05.2025`,
    );
    expect(await pdfText('en')).toContain(`Delivery note (DDT) no. ${second.number}/2025 of`);
    expect(await pdfText('fr')).toContain(`Bon de livraison (DDT) n° ${first.number}/2025 du`);
    expect(await pdfText('hu')).toContain(`Szállítólevél (DDT) ${first.number}/2025, kelte:`);
  });

  it('is a TD24 whose DatiDDT name each DDT and the lines that bill it', async () => {
    // Due by 15 June 2025 (art. 21 c.4 lett. a): issued now, it is late, and asks first.
    const late = await a.post(`/documents/${invoiceId}/issue`, {});
    expect(late.statusCode).toBe(409);
    const reason =
      'Invoice (draft) is late: a deferred invoice of DDTs of 03/05/2025, it was due by 15/06/2025, the 15th of the month after the DDTs (art. 21(4)(a) DPR 633/72). It can be issued now, but the delay may be fined';
    expect(late.json()).toEqual({ message: reason, errors: { confirm_late: reason } });
    await issueDocument(f.t, f.alfa, invoiceId);
    const response = await a.get(`/documents/${invoiceId}/xml`);
    expect(response.statusCode, response.body).toBe(200);
    const xml = response.body;
    expect(between(xml, 'TipoDocumento')).toEqual(['TD24']);
    expect(between(xml, 'NumeroDDT')).toEqual([`${first.number}/2025`, `${second.number}/2025`]);
    expect(between(xml, 'DataDDT')).toEqual(['2025-05-03', '2025-05-12']);
    expect(xml).toMatch(
      /<DatiDDT>\s*<NumeroDDT>[^<]+<\/NumeroDDT>\s*<DataDDT>2025-05-03<\/DataDDT>\s*<RiferimentoNumeroLinea>1<\/RiferimentoNumeroLinea>\s*<RiferimentoNumeroLinea>2<\/RiferimentoNumeroLinea>\s*<\/DatiDDT>/,
    );
    expect(xml).toMatch(/<DataDDT>2025-05-12<\/DataDDT>\s*<RiferimentoNumeroLinea>3</);
  });

  it('a credit note of it is a TD04 without DatiDDT', async () => {
    const note = await a.post(`/documents/${invoiceId}/convert`, { type: 'credit-note' });
    expect(note.statusCode, note.body).toBe(201);
    const id = note.json().item.id as number;
    await issueDocument(f.t, f.alfa, id);
    const xml = (await a.get(`/documents/${id}/xml`)).body;
    expect(between(xml, 'TipoDocumento')).toEqual(['TD04']);
    expect(xml).not.toContain('DatiDDT');
  });
});
