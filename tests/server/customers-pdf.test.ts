import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages } from '../support/pdfText';
import { api, createDocument, documentsFixture, type DocumentsFixture } from './documentsFixture';

let f: DocumentsFixture;
afterAll(() => f.t.close());
beforeAll(async () => {
  f = await documentsFixture();
});

/** The demo customer whose entry matches `test`. */
async function customerWhere(test: (general: Record<string, unknown>) => boolean) {
  const list = await api(f.t, f.alfa).get('/customers?perPage=100');
  const found = list
    .json()
    .items.find((c: { general: Record<string, unknown> }) => test(c.general));
  expect(found).toBeDefined();
  return found as { id: number; general: Record<string, string> };
}

const pdfTextFor = async (customerId: number) => {
  const order = await createDocument(f.t, f.alfa, {
    type: 'order',
    customer_id: customerId,
    document_date: '2026-11-20',
    rows: [{ article_id: f.alfaArticles[0], quantity: '1', unit_price: '10', vat_rate: '22' }],
  });
  const response = await api(f.t, f.alfa).get(`/documents/${order.id}/pdf`);
  expect(response.statusCode).toBe(200);
  return (await pdfPages(response.rawPayload)).join('\n');
};

describe('customers for e-invoicing on the PDF', () => {
  it('prints a German customer VAT number with its DE prefix', async () => {
    const german = await customerWhere((g) => g.country === 'DE');
    const text = await pdfTextFor(german.id);
    expect(text).toContain(`P. IVA DE${german.general.vat_number}`);
    expect(text).toContain('München');
  });

  it('prints a private person by last and first name, with the tax code', async () => {
    const person = await customerWhere((g) => g.is_person === true);
    const text = await pdfTextFor(person.id);
    expect(text).toContain(`${person.general.last_name} ${person.general.first_name}`);
    expect(text).toContain(person.general.tax_code);
  });
});
