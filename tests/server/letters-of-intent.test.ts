import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SdiStatus } from '../../contract/enums';
import { fatturapaSchemaErrors } from '../support/fatturapaSchema';
import { pdfPages } from '../support/pdfText';
import { receipts } from '../support/sdiReceipts';
import { formData } from './formData';
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

const today = new Date().toISOString().slice(0, 10);
const year = today.slice(0, 4);
let protocols = 0;
/** A new protocol each call: the Agenzia's shape, 17 digits, a hyphen, 6 digits. */
const protocol = () =>
  `${year.slice(2)}0101123456789${String(++protocols).padStart(2, '0')}-000001`;

/** An exporter: an Italian business, whose letters of intent the tests record. */
async function exporter(vat = '07654321012') {
  const a = api(f.t, f.alfa);
  const response = await a.post('/customers', {
    general: {
      name: `Export Meccanica ${++protocols} S.p.A.`,
      vat_number: vat,
      address: 'Via del Porto 3',
      zip: '48122',
      city: 'Ravenna',
      province: 'RA',
      sdi_code: 'M5UXCR1',
    },
    registry_code: (await a.get('/customers/next-code')).json().code,
    credit_limit: '0',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().item.id as number;
}

async function letter(customerId: number, body: Record<string, unknown> = {}) {
  const response = await api(f.t, f.alfa).post(`/customers/${customerId}/letters-of-intent`, {
    protocol: protocol(),
    protocol_date: `${year}-01-15`,
    valid_from: `${year}-01-01`,
    valid_to: `${year}-12-31`,
    amount: '1000',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().item;
}

/** A draft invoice of today, one row at 0 % N3.5 worth `amount`. */
const draft = (customerId: number, amount: string) =>
  createDocument(f.t, f.alfa, {
    type: 'invoice',
    customer_id: customerId,
    document_date: today,
    rows: [
      {
        description: 'Macchinario',
        quantity: '1',
        unit_price: amount,
        vat_rate: '0',
        vat_nature: 'N3.5',
      },
    ],
  });

describe('letters of intent: the registry', () => {
  it('keeps a customer’s letters with what they used, refusing bad protocols, years and amounts', async () => {
    const customerId = await exporter();
    const a = api(f.t, f.alfa);
    const made = await letter(customerId, { protocol: `${year.slice(2)}010112345678999 000123` });
    expect(made).toMatchObject({
      protocol: `${year.slice(2)}010112345678999-000123`,
      amount: '1000.00',
      used: '0.00',
      left: '1000.00',
      documents: 0,
    });
    const listed = (await a.get(`/customers/${customerId}/letters-of-intent`)).json().items;
    expect(listed.map((l: { id: number }) => l.id)).toEqual([made.id]);
    const base = {
      protocol: protocol(),
      protocol_date: `${year}-01-15`,
      valid_from: `${year}-01-01`,
      valid_to: `${year}-12-31`,
      amount: '1000',
    };
    for (const [body, field] of [
      [{ protocol: '123' }, 'protocol'],
      [{ valid_to: `${Number(year) + 1}-01-31` }, 'valid_to'],
      [{ valid_from: `${year}-06-01`, valid_to: `${year}-05-01` }, 'valid_to'],
      [{ amount: '0' }, 'amount'],
    ] as const) {
      const response = await a.post(`/customers/${customerId}/letters-of-intent`, {
        ...base,
        ...body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors).toHaveProperty(field);
    }
    const twice = await a.post(`/customers/${customerId}/letters-of-intent`, {
      ...base,
      protocol: made.protocol,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors).toHaveProperty('protocol');
  });

  it('is another company’s: 404 to Beta on every route, and nothing changes', async () => {
    const customerId = await exporter();
    const made = await letter(customerId);
    const b = api(f.t, f.beta);
    expect((await b.get(`/customers/${customerId}/letters-of-intent`)).statusCode).toBe(404);
    expect((await b.get(`/letters-of-intent/${made.id}`)).statusCode).toBe(404);
    const put = await b.put(`/letters-of-intent/${made.id}`, { ...made, amount: '5', version: 1 });
    expect(put.statusCode).toBe(404);
    expect((await b.del(`/letters-of-intent/${made.id}`)).statusCode).toBe(404);
    const post = await b.post(`/customers/${customerId}/letters-of-intent`, {
      protocol: protocol(),
      protocol_date: `${year}-01-15`,
      valid_from: `${year}-01-01`,
      valid_to: `${year}-12-31`,
      amount: '10',
    });
    expect(post.statusCode).toBe(404);
    expect((await api(f.t, f.alfa).get(`/letters-of-intent/${made.id}`)).json().item.amount).toBe(
      '1000.00',
    );
  });
});

describe('letters of intent: invoices', () => {
  it('new rows of a customer with a letter covering the date go at 0 % N3.5', async () => {
    const customerId = await exporter();
    await letter(customerId, { valid_from: `${year}-01-01`, valid_to: `${year}-12-31` });
    const article = f.alfaArticles[0];
    const a = api(f.t, f.alfa);
    const price = await a.get(
      `/documents/price/${article}?customer_id=${customerId}&date=${today}`,
    );
    expect(price.json().item).toMatchObject({ vat_rate: '0', vat_nature: 'N3.5' });
    const order = await createDocument(f.t, f.alfa, {
      customer_id: customerId,
      document_date: today,
      rows: [{ article_id: article, quantity: '2' }],
    });
    expect(order.rows[0]).toMatchObject({ vat_rate: '0', vat_nature: 'N3.5' });
    // Outside the letter's period: the article's own rate.
    const before = await createDocument(f.t, f.alfa, {
      customer_id: customerId,
      document_date: `${Number(year) - 1}-12-15`,
      rows: [{ article_id: article, quantity: '2' }],
    });
    expect(before.rows[0].vat_nature).toBeNull();
  });

  it('cites the letter in the XML (INTENTO) and on the PDF, and counts it in the plafond', async () => {
    const customerId = await exporter();
    const made = await letter(customerId);
    const invoice = await draft(customerId, '800');
    // 800 of 1000 is 80 %: the draft already warns, before it is issued.
    expect(made.level).toBe('ok');
    expect(invoice.letter_of_intent).toMatchObject({
      id: made.id,
      used: '0.00',
      this_document: '800.00',
      level: 'warning',
    });
    const issued = await issueDocument(f.t, f.alfa, invoice.id);
    expect(issued.letter_of_intent).toMatchObject({ used: '800.00', left: '200.00' });
    const a = api(f.t, f.alfa);
    const xml = (await a.get(`/documents/${invoice.id}/xml`)).body;
    expect(await fatturapaSchemaErrors(xml)).toEqual([]);
    expect(xml).toMatch(
      new RegExp(
        `<AltriDatiGestionali>\\s*<TipoDato>INTENTO</TipoDato>\\s*<RiferimentoTesto>${made.protocol}</RiferimentoTesto>\\s*<RiferimentoData>${year}-01-15</RiferimentoData>`,
      ),
    );
    // The summary's legal reference for N3.5 (art. 8 c.1 lett. c DPR 633/72).
    expect(xml).toMatch(
      /<Natura>N3\.5<\/Natura>[\s\S]*<RiferimentoNormativo>Non imponibile art\. 8, c\. 1, lett\. c\) DPR 633\/72/,
    );
    const pdf = (await pdfPages((await a.get(`/documents/${invoice.id}/pdf`)).rawPayload)).join(
      ' ',
    );
    expect(pdf.replace(/\s+/g, ' ')).toContain(
      `Dichiarazione d'intento prot. ${made.protocol} del 15/01/${year}`,
    );
    expect((await a.get(`/letters-of-intent/${made.id}`)).json().item).toMatchObject({
      used: '800.00',
      left: '200.00',
      documents: 1,
      level: 'warning',
    });
  });

  it('refuses an invoice past what the letter has left, naming it; a credit note gives back', async () => {
    const customerId = await exporter();
    const made = await letter(customerId);
    const first = await draft(customerId, '800');
    await issueDocument(f.t, f.alfa, first.id);
    const second = await draft(customerId, '300');
    expect(second.letter_of_intent).toMatchObject({ left: '200.00', level: 'over' });
    expect((await draft(customerId, '150')).letter_of_intent.level).toBe('warning');
    const a = api(f.t, f.alfa);
    const refused = await a.post(`/documents/${second.id}/issue`, { confirm_late: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(made.protocol);
    expect(refused.json().message).toContain('has €200.00 of its amount left');
    expect((await a.get(`/documents/${second.id}`)).json().document.number).toBeNull();
    // A credit note of 100 of the first invoice: 300 left, the second goes.
    const note = await a.post(`/documents/${first.id}/convert`, { type: 'credit-note' });
    const noteId = note.json().item.id;
    const noteRow = note.json().item.rows[0];
    await a.put(`/documents/rows/${noteRow.id}`, {
      description: noteRow.description,
      quantity: '1',
      unit_price: '100',
      vat_rate: '0',
      vat_nature: 'N3.5',
    });
    await issueDocument(f.t, f.alfa, noteId);
    expect((await a.get(`/letters-of-intent/${made.id}`)).json().item.used).toBe('700.00');
    await issueDocument(f.t, f.alfa, second.id);
    expect((await a.get(`/letters-of-intent/${made.id}`)).json().item).toMatchObject({
      used: '1000.00',
      left: '0.00',
    });
  });

  it('an invoice the SDI rejects gives its plafond back; sent again, it takes it again or is refused', async () => {
    const customerId = await exporter();
    const made = await letter(customerId);
    const a = api(f.t, f.alfa);
    const usedNow = async () => (await a.get(`/letters-of-intent/${made.id}`)).json().item;
    const first = await draft(customerId, '600');
    await issueDocument(f.t, f.alfa, first.id);
    expect((await a.get(`/documents/${first.id}/xml`)).statusCode).toBe(200);
    const sent = (await a.get(`/documents/${first.id}`)).json().document;
    const form = formData({}, [
      {
        field: 'files',
        data: Buffer.from(receipts.NS(sent.sdi_file_name, [{ code: '00404', description: 'x' }])),
        filename: 'ns.xml',
        type: 'text/xml',
      },
    ]);
    const upload = await f.t.app.inject({
      method: 'POST',
      url: '/api/documents/sdi-receipts',
      payload: form.payload,
      headers: { ...f.alfa, ...form.headers },
    });
    expect(upload.json().updated, upload.body).toBe(1);
    // Rejected: as never issued, the letter has it all again, and another invoice takes 700.
    expect(await usedNow()).toMatchObject({ used: '0.00', left: '1000.00', documents: 0 });
    await issueDocument(f.t, f.alfa, (await draft(customerId, '700')).id);
    expect(await usedNow()).toMatchObject({ used: '700.00', documents: 1 });
    // Sent again, the rejected one needs 600 of the 300 left: refused, nothing changes.
    const resend = await a.post(`/documents/${first.id}/sdi-resend`, {});
    expect(resend.statusCode, resend.body).toBe(409);
    expect(resend.json().message).toContain(made.protocol);
    expect(await usedNow()).toMatchObject({ used: '700.00', documents: 1 });
    expect((await a.get(`/documents/${first.id}`)).json().document.sdi_status).toBe(
      SdiStatus.rejected,
    );
    // Corrected to 300, it goes: the letter is used up.
    const row = (await a.get(`/documents/${first.id}`)).json().document.rows[0];
    const fixed = await a.put(`/documents/rows/${row.id}`, { ...row, unit_price: '300' });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await a.post(`/documents/${first.id}/sdi-resend`, {})).statusCode).toBe(200);
    expect(await usedNow()).toMatchObject({ used: '1000.00', left: '0.00', documents: 2 });
  });

  it('two issues at once that together exceed the letter: one goes, the other is refused', async () => {
    const customerId = await exporter();
    const made = await letter(customerId);
    const drafts = [await draft(customerId, '600'), await draft(customerId, '600')];
    const a = api(f.t, f.alfa);
    const answers = await Promise.all(
      drafts.map((d) => a.post(`/documents/${d.id}/issue`, { confirm_late: true })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.statusCode === 409)!;
    expect(refused.json().message).toContain(made.protocol);
    expect((await a.get(`/letters-of-intent/${made.id}`)).json().item.used).toBe('600.00');
  });

  it('refuses N3.5 without a letter covering the date, on the row', async () => {
    const customerId = await exporter();
    const invoice = await draft(customerId, '50');
    const response = await api(f.t, f.alfa).post(`/documents/${invoice.id}/issue`, {});
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toHaveProperty('rows.0.vat_nature');
  });

  it('a single-operation letter takes one invoice; a letter in use keeps its documents', async () => {
    const customerId = await exporter();
    const made = await letter(customerId, { single_operation: true, amount: '5000' });
    const first = await draft(customerId, '100');
    await issueDocument(f.t, f.alfa, first.id);
    const second = await draft(customerId, '100');
    const a = api(f.t, f.alfa);
    expect((await a.post(`/documents/${second.id}/issue`, {})).statusCode).toBe(409);
    const deleted = await a.del(`/letters-of-intent/${made.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toContain(made.protocol);
    const current = (await a.get(`/letters-of-intent/${made.id}`)).json().item;
    const lower = await a.put(`/letters-of-intent/${made.id}`, {
      protocol: current.protocol,
      protocol_date: current.protocol_date,
      valid_from: current.valid_from,
      valid_to: current.valid_to,
      amount: '50',
      single_operation: true,
      version: current.version,
    });
    expect(lower.statusCode).toBe(409);
    expect(lower.json().errors).toHaveProperty('amount');
  });
});
