import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyerKind } from '../../contract/buyer-kinds';
import { pdfPages } from '../support/pdfText';
import {
  api,
  createDocument,
  documentsFixture,
  issueDocument,
  type DocumentsFixture,
} from './documentsFixture';

let f: DocumentsFixture;
let italian: number;
beforeAll(async () => {
  f = await documentsFixture();
  const { items } = (await api(f.t, f.alfa).get('/customers?sort=id&perPage=100')).json();
  italian = (items as { id: number; buyer_kind: BuyerKind }[]).find(
    (c) => c.buyer_kind === 'it_business',
  )!.id;
});
afterAll(() => f.t.close());

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format();
const year = Number(today.slice(0, 4));
const quarter = Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1;
const row = (unit_price: string, vat_rate: string, vat_nature: string | null = null) => ({
  description: 'Voce',
  quantity: '1',
  unit_price,
  vat_rate,
  vat_nature,
});

/** An invoice of today with these rows, issued. */
async function issuedInvoice(rows: ReturnType<typeof row>[]) {
  const draft = await createDocument(f.t, f.alfa, {
    type: 'invoice',
    customer_id: italian,
    document_date: today,
    rows,
  });
  return issueDocument(f.t, f.alfa, draft.id);
}

describe('GET /documents/stamp-duty', () => {
  it('lists the quarter’s documents whose XML bears DatiBollo, 2.00 € each, with the F24', async () => {
    const a = api(f.t, { ...f.alfa, 'accept-language': 'en' });
    const exempt = await issuedInvoice([row('100', '0', 'N4'), row('50', '22')]);
    const under = await issuedInvoice([row('77.47', '0', 'N4')]);
    const twoNatures = await issuedInvoice([row('40', '0', 'N1'), row('40', '0', 'N2.2')]);
    const draft = await createDocument(f.t, f.alfa, {
      type: 'invoice',
      customer_id: italian,
      document_date: today,
      rows: [row('500', '0', 'N4')],
    });
    const response = await a.get(`/documents/stamp-duty?year=${year}&quarter=${quarter}`);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json();
    const ids = list.items.map((i: { id: number }) => i.id);
    expect(ids).toContain(exempt.id);
    expect(ids).toContain(twoNatures.id);
    expect(ids).not.toContain(under.id);
    expect(ids).not.toContain(draft.id);
    expect(list.items.find((i: { id: number }) => i.id === exempt.id)).toMatchObject({
      type: 'invoice',
      number: exempt.number,
      document_date: today,
      exempt_amount: '100.00',
      duty: '2.00',
    });
    expect(list.count).toBe(list.items.length);
    expect(list.total).toBe((list.count * 2).toFixed(2));
    expect(list.tax_code).toBe(`252${quarter}`);
    // The list and the XML agree: DatiBollo on the listed ones only.
    for (const [doc, bears] of [
      [exempt, true],
      [under, false],
      [twoNatures, true],
    ] as const) {
      const xml = (await a.get(`/documents/${doc.id}/xml`)).body;
      expect(xml.includes('<DatiBollo>'), `${doc.number}`).toBe(bears);
    }

    const pdf = await a.get(`/documents/stamp-duty/pdf?year=${year}&quarter=${quarter}&locale=it`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfPages(pdf.rawPayload)).join('\n');
    expect(text).toContain(
      `Imposta di bollo sulle fatture elettroniche – ${quarter}° trimestre ${year}`,
    );
    expect(text).toContain(`Fattura ${exempt.number}/${year}`);
    expect(text).toContain(`${list.count} documenti con bollo: imposta dovuta`);
    expect(text).toContain(`codice tributo 252${quarter}`);
  });

  it('gives each quarter its F24 deadline, and refuses a bad quarter per field', async () => {
    const a = api(f.t, { ...f.alfa, 'accept-language': 'en' });
    const dues = [];
    for (const q of [1, 2, 3, 4]) {
      const list = (await a.get(`/documents/stamp-duty?year=2025&quarter=${q}`)).json();
      dues.push([list.from, list.to, list.tax_code, list.payment_due]);
    }
    expect(dues).toEqual([
      ['2025-01-01', '2025-03-31', '2521', '2025-05-31'],
      ['2025-04-01', '2025-06-30', '2522', '2025-09-30'],
      ['2025-07-01', '2025-09-30', '2523', '2025-11-30'],
      ['2025-10-01', '2025-12-31', '2524', '2026-02-28'],
    ]);
    const bad = await a.get('/documents/stamp-duty?year=2025&quarter=5');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['quarter']);
  });

  it('shows Beta none of Alfa’s documents', async () => {
    const exempt = await issuedInvoice([row('300', '0', 'N4')]);
    const beta = await api(f.t, f.beta).get(
      `/documents/stamp-duty?year=${year}&quarter=${quarter}`,
    );
    expect(beta.statusCode).toBe(200);
    expect(beta.json().items.map((i: { id: number }) => i.id)).not.toContain(exempt.id);
  });
});
