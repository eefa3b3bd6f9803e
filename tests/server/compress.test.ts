import zlib from 'node:zlib';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages } from '../support/pdfText';
import { api, createDocument, documentsFixture, type DocumentsFixture } from './documentsFixture';
import { todayIn } from '../../server/lib/dates';

let f: DocumentsFixture;
beforeAll(async () => {
  f = await documentsFixture();
});
afterAll(() => f.t.close());

const get = (url: string, acceptEncoding: string) =>
  f.t.app.inject({
    method: 'GET',
    url,
    headers: { ...f.alfa, 'accept-encoding': acceptEncoding },
  });

describe('compressed API answers', () => {
  it('sends a JSON list over 1 kB as brotli or gzip, as the client accepts', async () => {
    const plain = await get('/api/general-regs?perPage=25&sort=name', 'identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const response = await get('/api/general-regs?perPage=25&sort=name', accept);
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers['content-type'], accept).toMatch(/application\/json/);
      expect(response.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(response.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decode(response.rawPayload).toString()), accept).toEqual(plain.json());
    }
  });

  it('sends a JSON list under 1 kB as it is', async () => {
    const response = await get(
      `/api/customers/${f.alfaCustomers[0]}/destinations`,
      'gzip, deflate, br',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.json().items.length).toBeGreaterThan(0);
  });

  it('sends a PDF as it is, not compressed again', async () => {
    const order = await createDocument(f.t, f.alfa, {
      customer_id: f.alfaCustomers[0],
      rows: [{ article_id: f.alfaArticles[0], quantity: '1', unit_price: '10', vat_rate: '22' }],
    });
    const response = await get(`/api/documents/${order.id}/pdf`, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.length).toBeGreaterThan(1024);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await pdfPages(response.rawPayload)).join('\n')).toContain(String(order.number));
  });

  it('sends the SDI zip as it is, every file inside intact', async () => {
    const today = todayIn();
    const invoice = await createDocument(f.t, f.alfa, {
      type: 'invoice',
      customer_id: f.alfaCustomers[0],
      document_date: today,
      rows: [{ description: 'Consulenza', quantity: '1', unit_price: '100', vat_rate: '22' }],
    });
    if (invoice.number === null) {
      const issue = await api(f.t, f.alfa).post(`/documents/${invoice.id}/issue`, {});
      expect(issue.statusCode, issue.body).toBe(200);
    }
    const response = await get(
      `/api/documents/sdi-export?date_from=${today}&date_to=${today}`,
      'gzip, deflate, br',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-encoding']).toBeUndefined();
    const files = Object.values(unzipSync(response.rawPayload));
    expect(files.length).toBe(Number(response.headers['x-document-count']));
    for (const xml of files) expect(new TextDecoder().decode(xml)).toContain('<FatturaElettronica');
  });
});
