import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages } from '../support/pdfText';
import { api, createDocument, documentsFixture, type DocumentsFixture } from './documentsFixture';

let f: DocumentsFixture;
let invoiceId: number;

beforeAll(async () => {
  f = await documentsFixture();
  const invoice = await createDocument(f.t, f.alfa, {
    type: 'invoice',
    customer_id: f.alfaCustomers[0],
    document_date: '2026-11-21',
    rows: [{ description: 'Consulenza', quantity: '1', unit_price: '100', vat_rate: '22' }],
  });
  invoiceId = invoice.id;
});
afterAll(() => f.t.close());

const pdfText = async (id: number) => {
  const response = await api(f.t, f.alfa).get(`/documents/${id}/pdf`);
  expect(response.statusCode).toBe(200);
  return (await pdfPages(response.rawPayload)).join('\n').replace(/\s/g, ' ');
};

describe('the PDF letterhead follows the company profile', () => {
  it('prints the demo profile: REA, share capital i.v., sole shareholder, IBAN and bank', async () => {
    const text = await pdfText(invoiceId);
    expect(text).toContain('P. IVA 01234567897');
    expect(text).toContain('REA MI-1234567 · Cap. soc. 10.000,00 € i.v.');
    expect(text).toContain('Socio unico');
    expect(text).toContain('IBAN IT60 X054 2811 1010 0000 0123 456');
    expect(text).toContain('Banca: Banca Popolare di Milano');
  });

  it('prints what the profile says after a save', async () => {
    const { id: _id, ...profile } = (await api(f.t, f.alfa).get('/company-profile')).json().item;
    const saved = await api(f.t, f.alfa).put('/company-profile', {
      ...profile,
      liquidation: 'LS',
      sole_shareholder: 'SM',
      share_capital: '25000',
      iban: 'IT18L0538702400000000123456',
      bank_name: 'Banca Nuova',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const text = await pdfText(invoiceId);
    expect(text).toContain('Cap. soc. 25.000,00 € i.v.');
    expect(text).toContain('In liquidazione');
    expect(text).not.toContain('Socio unico');
    expect(text).toContain('IBAN IT18 L053 8702 4000 0000 0123 456');
    expect(text).toContain('Banca: Banca Nuova');
  });

  it('an order shows no payment box', async () => {
    const order = await createDocument(f.t, f.alfa, {
      customer_id: f.alfaCustomers[0],
      rows: [{ description: 'Pezzo', quantity: '1', unit_price: '10', vat_rate: '22' }],
    });
    const text = await pdfText(order.id);
    expect(text).toContain('REA MI-1234567');
    expect(text).not.toContain('IBAN');
  });
});
