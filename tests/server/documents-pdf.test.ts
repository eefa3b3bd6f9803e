import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages } from '../support/pdfText';
import {
  api,
  createDocument,
  documentsFixture,
  issueDocument,
  type DocumentsFixture,
} from './documentsFixture';

let f: DocumentsFixture;
let invoiceId: number;

beforeAll(async () => {
  f = await documentsFixture();
  const invoice = await createDocument(f.t, f.alfa, {
    type: 'invoice',
    customer_id: f.alfaCustomers[0],
    document_date: '2026-11-21',
    reference: 'Rif. Győr – città',
    rows: Array.from({ length: 45 }, (_, i) => ({
      article_id: f.alfaArticles[i % 5],
      description: `Riga ${i + 1} perché è più bella (ő ű)`,
      quantity: '2',
      unit_price: '1234.5',
      vat_rate: i % 3 ? '22' : '10',
    })),
  });
  invoiceId = invoice.id;
});

const draftTitles = async (locale: string) => {
  const response = await api(f.t, f.alfa).get(`/documents/${invoiceId}/pdf?locale=${locale}`);
  const [first] = await pdfPages(response.rawPayload);
  return { disposition: response.headers['content-disposition'], first };
};
afterAll(() => f.t.close());

describe('GET /api/documents/{id}/pdf', () => {
  it('prints a draft as such: "Fattura BOZZA", no number', async () => {
    const italian = await draftTitles('it');
    expect(italian.disposition).toContain(encodeURIComponent('Fattura BOZZA.pdf'));
    expect(italian.first).toContain('Fattura BOZZA');
    expect((await draftTitles('en')).first).toContain('Invoice DRAFT');
    // Issued (as the next tests read it), it prints its number.
    await issueDocument(f.t, f.alfa, invoiceId, '2026-11-21');
  });

  it('answers an Italian PDF by default: title, rows over pages, totals, page x of y', async () => {
    const response = await api(f.t, f.alfa).get(`/documents/${invoiceId}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename\*=UTF-8''Fattura/);
    const pages = await pdfPages(response.rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    const text = pages.join('\n');
    expect(text).toContain('Fattura N.');
    expect(pages[0]).toContain('Alfa S.r.l.');
    expect(pages[0]).toContain('Via Giuseppe Verdi 12');
    expect(pages[0]).toContain('P. IVA 01234567897');
    expect(text).toContain('21/11/2026');
    expect(text).toContain('Rif. Győr – città');
    expect(text).toContain('Riga 45 perché è più bella (ő ű)');
    expect(text).toContain('2.469,00 €');
    expect(pages.at(-1)).toContain(`Pagina ${pages.length} di ${pages.length}`);
    expect(pages.at(-1)).toContain('Totale documento');
  });

  it('prints in the language asked for, or the customer’s own', async () => {
    const hu = await api(f.t, f.alfa).get(`/documents/${invoiceId}/pdf?locale=hu`);
    const text = (await pdfPages(hu.rawPayload)).join('\n');
    expect(text).toContain('Számla');
    expect(text).toContain('Fizetendő végösszeg');
    expect(text).toContain('2026. 11. 21.');

    const customer = await api(f.t, f.alfa).get(`/documents/${invoiceId}/pdf?locale=customer`);
    expect(customer.statusCode).toBe(200);
    const language = (await api(f.t, f.alfa).get(`/documents/${invoiceId}`)).json().document
      .customer.language;
    const title = { it: 'Fattura', en: 'Invoice', de: 'Rechnung', fr: 'Facture', hu: 'Számla' }[
      language as 'it'
    ];
    expect((await pdfPages(customer.rawPayload))[0]).toContain(title);
  });

  it('refuses an unknown language (400) and another company’s document (404)', async () => {
    const bad = await api(f.t, f.alfa).get(`/documents/${invoiceId}/pdf?locale=xx`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('locale');
    const other = await api(f.t, f.beta).get(`/documents/${invoiceId}/pdf`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: expect.any(String) });
  });
});
