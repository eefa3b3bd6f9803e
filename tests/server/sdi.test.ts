import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError, msg } from '../../server/lib/errors';
import * as source from '../../server/resources/sdi/xml-source';
import { SdiStatus } from '../../contract/enums';
import { receiptName, receipts } from '../support/sdiReceipts';
import {
  api,
  createDocument,
  documentsFixture,
  type DocumentsFixture,
  type Headers,
} from './documentsFixture';
import { formData, type FilePart } from './formData';
import { todayIn } from '../../server/lib/dates';

/** `2026-11-24` as the messages write it in English: `24/11/2026`. */
const dmy = (iso: string) => iso.split('-').reverse().join('/');

let f: DocumentsFixture;
beforeAll(async () => {
  f = await documentsFixture();
});
afterAll(() => f.t.close());

const today = todayIn(); // Italy's day, as the server dates what it issues
const row = { description: 'Consulenza', quantity: '1', unit_price: '100', vat_rate: '22' };

/**
 * An issued invoice (or note) of today: issued on create, or by `issue` where drafts exist. A
 * credit note says why it names no invoice (it corrects none of these tests' invoices).
 */
async function issued(headers: Headers, customer: number, type = 'invoice') {
  const doc = await createDocument(f.t, headers, {
    type,
    customer_id: customer,
    document_date: today,
    rows: [row],
    ...(type === 'credit-note' ? { unlinked_reason: 'Premio di fine anno' } : {}),
  });
  if (doc.number !== null) return doc;
  const response = await api(f.t, headers).post(`/documents/${doc.id}/issue`, {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json().item;
}

const exportUrl = (from = today, to = today) =>
  `/documents/sdi-export?date_from=${from}&date_to=${to}`;

/** Exports today's documents to send: the zip's files by name. */
async function exportToday(headers: Headers) {
  const response = await api(f.t, headers).get(exportUrl());
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  return unzipSync(response.rawPayload);
}

const file = (name: string, xml: string | Uint8Array): FilePart => ({
  field: 'files',
  data: Buffer.from(typeof xml === 'string' ? strToU8(xml) : xml),
  filename: name,
  type: 'text/xml',
});

async function upload(headers: Headers, files: FilePart[]) {
  const form = formData({}, files);
  return f.t.app.inject({
    method: 'POST',
    url: '/api/documents/sdi-receipts',
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
}

async function uploadOk(headers: Headers, files: FilePart[]) {
  const response = await upload(headers, files);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    items: { file: string; kind: string; outcome: string; sdi_status: number; message: string }[];
    updated: number;
  };
}

const show = async (headers: Headers, id: number) =>
  (await api(f.t, headers).get(`/documents/${id}`)).json().document;

describe('SDI state on the document', () => {
  it('an issued invoice is to send, an order has no SDI state; the list filters by state', async () => {
    const invoice = await issued(f.alfa, f.alfaCustomers[0]);
    expect(invoice).toMatchObject({ sdi_status: SdiStatus.to_send, sdi_error: null });
    const order = await createDocument(f.t, f.alfa, { customer_id: f.alfaCustomers[0] });
    expect(order.sdi_status).toBe(null);

    const a = api(f.t, f.alfa);
    const toSend = (await a.get('/documents?sdi_status=0&perPage=500')).json();
    expect(toSend.items.map((d: { id: number }) => d.id)).toContain(invoice.id);
    expect(toSend.items.every((d: { type: string }) => d.type !== 'order')).toBe(true);
    expect(toSend.selects.sdiStatuses[0]).toEqual({ id: 0, name: 'enums.sdi_status.to_send' });
    // The demo's first invoice of the year was rejected (server/db/seed/sdi.ts).
    const rejected = (await a.get('/documents?sdi_status=4,6')).json();
    expect(rejected.total).toBeGreaterThan(0);
    for (const doc of rejected.items) expect(doc.sdi_status).toBe(SdiStatus.rejected);
    const delivered = (await a.get('/documents?sdi_status=2&type=credit-note')).json();
    expect(delivered.items.map((d: { sdi_status: number }) => d.sdi_status)).toEqual(
      delivered.items.map(() => SdiStatus.delivered),
    );
    expect(delivered.total).toBeGreaterThan(0);
    expect((await a.get('/documents?sdi_status=9')).statusCode).toBe(400);
  });
});

describe('GET /documents/sdi-export', () => {
  it('zips the period to send, one file per document, and marks them sent', async () => {
    const invoice = await issued(f.alfa, f.alfaCustomers[0]);
    const note = await issued(f.alfa, f.alfaCustomers[1], 'credit-note');
    const a = api(f.t, f.alfa);
    const due = (await a.get(`/documents?sdi_status=0&date_from=${today}&date_to=${today}`)).json();

    const files = await exportToday(f.alfa);
    const names = Object.keys(files);
    expect(names).toHaveLength(due.total);
    for (const name of names) expect(name).toMatch(/^IT01234567897_[0-9A-Z]{5}\.xml$/);

    const sent = await show(f.alfa, invoice.id);
    const sentNote = await show(f.alfa, note.id);
    expect(sent).toMatchObject({ sdi_status: SdiStatus.sent, sdi_error: null });
    expect(names).toContain(sent.sdi_file_name);
    expect(names).toContain(sentNote.sdi_file_name);
    expect(sent.sdi_file_name).not.toBe(sentNote.sdi_file_name);
    expect(new TextDecoder().decode(files[sent.sdi_file_name])).toContain(
      `<Numero>${invoice.number}/${invoice.year}</Numero>`,
    );

    // Nothing left to send: a 409 saying so, and nothing changes.
    const again = await a.get(exportUrl());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `No invoice or note to send to the SDI dated from ${dmy(today)} to ${dmy(today)}`,
    );
    expect((await show(f.alfa, invoice.id)).sdi_file_name).toBe(sent.sdi_file_name);
  });

  it('two exports at once send each document once', async () => {
    await issued(f.alfa, f.alfaCustomers[0]);
    await issued(f.alfa, f.alfaCustomers[1]);
    const a = api(f.t, f.alfa);
    const answers = await Promise.all([a.get(exportUrl()), a.get(exportUrl())]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const { rows } = await f.t.pool.query(
      `select count(*)::int as sent, count(distinct sdi_progressive)::int as progressives
         from documents where sdi_status is not null and sdi_progressive is not null
         and company_id = (select id from companies where name = 'Alfa S.r.l.')`,
    );
    expect(rows[0].progressives).toBe(rows[0].sent);
  });

  it('a document the checks refuse stops the export, named, and nothing is sent', async () => {
    const invoice = await issued(f.alfa, f.alfaCustomers[0]);
    const refusal = new HttpError(409, msg('documents.not_invoice', { document: 'X' }));
    const spy = vi.spyOn(source, 'sdiXmlOf').mockRejectedValueOnce(refusal);
    const response = await api(f.t, f.alfa).get(exportUrl());
    spy.mockRestore();
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(
      /^(Invoice|Credit note|Debit note) \d+\/\d{4} cannot be sent: /,
    );
    expect((await show(f.alfa, invoice.id)).sdi_status).toBe(SdiStatus.to_send);
    await exportToday(f.alfa);
  });

  it('refuses a period without both dates or backwards (400 naming the field)', async () => {
    const a = api(f.t, f.alfa);
    const missing = await a.get(`/documents/sdi-export?date_from=${today}`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('date_to');
    const backwards = await a.get(exportUrl('2026-02-01', '2026-01-01'));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toHaveProperty('date_to');
  });

  it("another company's export takes only its own documents", async () => {
    const alfaInvoice = await issued(f.alfa, f.alfaCustomers[0]);
    await issued(f.beta, f.betaCustomers[0]);
    const files = await exportToday(f.beta);
    for (const name of Object.keys(files)) expect(name).toMatch(/^IT09876543217_/);
    expect((await show(f.alfa, alfaInvoice.id)).sdi_status).toBe(SdiStatus.to_send);
    await exportToday(f.alfa);
  });

  it('two companies sending through one intermediary share its progressive (SDI 00002)', async () => {
    // Both send through the intermediary IT12345678903 from now on.
    for (const headers of [f.alfa, f.beta]) {
      const { id: _id, ...profile } = (await api(f.t, headers).get('/company-profile')).json().item;
      const saved = await api(f.t, headers).put('/company-profile', {
        ...profile,
        transmitter_country: 'IT',
        transmitter_code: '12345678903',
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const names: string[] = [];
    for (const [headers, customer] of [
      [f.alfa, f.alfaCustomers[0]],
      [f.beta, f.betaCustomers[0]],
      [f.alfa, f.alfaCustomers[1]],
    ] as const) {
      await issued(headers, customer);
      names.push(...Object.keys(await exportToday(headers)));
    }
    expect(names).toHaveLength(3);
    for (const name of names) expect(name).toMatch(/^IT12345678903_[0-9A-Z]{5}\.xml$/);
    // One counter: the three files, whichever company sent them, are consecutive.
    const [first, ...rest] = names.map((name) => parseInt(name.slice(14, 19), 36));
    expect(rest).toEqual([first + 1, first + 2]);
  });
});

describe('POST /documents/sdi-receipts', () => {
  /** A freshly sent invoice of Alfa's: its id and file name. */
  async function sentInvoice() {
    const invoice = await issued(f.alfa, f.alfaCustomers[0]);
    await exportToday(f.alfa);
    const doc = await show(f.alfa, invoice.id);
    return { id: invoice.id as number, name: doc.sdi_file_name as string, doc };
  }

  it('a RicevutaConsegna makes it delivered; the same receipt again changes nothing', async () => {
    const { id, name } = await sentInvoice();
    const report = await uploadOk(f.alfa, [file(receiptName(name, 'RC'), receipts.RC(name))]);
    expect(report.updated).toBe(1);
    expect(report.items[0]).toMatchObject({
      file: receiptName(name, 'RC'),
      kind: 'RC',
      invoice_file: name,
      outcome: 'updated',
      document: { id, type: 'invoice' },
      sdi_status: SdiStatus.delivered,
    });
    expect(report.items[0].message).toMatch(/: SDI state now “Delivered”$/);
    expect((await show(f.alfa, id)).sdi_status).toBe(SdiStatus.delivered);

    const twice = await uploadOk(f.alfa, [file('again.xml', receipts.RC(`${name}.p7m`))]);
    expect(twice).toMatchObject({ updated: 0, items: [{ outcome: 'unchanged' }] });

    // The invoice's Cronologia has the receipt that changed it, once: the unchanged one adds
    // nothing there (the upload itself has its own entry, without a record).
    const history = await api(f.t, f.alfa).get(
      `/audit-entries?resource=documents&record_id=${id}&action=sdi_receipt`,
    );
    expect(history.json().items).toEqual([
      expect.objectContaining({
        action: 'sdi_receipt',
        route: 'POST /documents/sdi-receipts',
        after: { file: receiptName(name, 'RC'), receipt: 'RC', sdi_status: SdiStatus.delivered },
      }),
    ]);
  });

  it('a NotificaScarto rejects it with the SDI errors; a later delivery receipt is refused', async () => {
    const { id, name } = await sentInvoice();
    const errors = [
      { code: '00311', description: 'CodiceDestinatario non valido', suggestion: 'Verificare' },
      { code: '00404', description: 'Fattura duplicata' },
    ];
    const report = await uploadOk(f.alfa, [file('ns.xml', receipts.NS(name, errors))]);
    expect(report.items[0]).toMatchObject({ kind: 'NS', outcome: 'updated', sdi_status: 4 });
    expect(await show(f.alfa, id)).toMatchObject({
      sdi_status: SdiStatus.rejected,
      sdi_error: [
        { code: '00311', description: 'CodiceDestinatario non valido', suggestion: 'Verificare' },
        { code: '00404', description: 'Fattura duplicata', suggestion: null },
      ],
    });
    const late = await uploadOk(f.alfa, [file('rc.xml', receipts.RC(name))]);
    expect(late.items[0]).toMatchObject({ outcome: 'refused', sdi_status: SdiStatus.rejected });
    expect(late.items[0].message).toMatch(/is in SDI state “Rejected”: the delivery receipt/);
  });

  it('MancataConsegna, NotificaEsito, Attestazione and DecorrenzaTermini, in one zip', async () => {
    const one = await sentInvoice();
    const two = await sentInvoice();
    const three = await sentInvoice();
    const zip = zipSync({
      'ricevute/': new Uint8Array(),
      [`ricevute/${receiptName(one.name, 'MC')}`]: strToU8(receipts.MC(one.name)),
      [`ricevute/${receiptName(two.name, 'RC')}`]: strToU8(receipts.RC(two.name)),
      [`ricevute/${receiptName(two.name, 'NE')}`]: strToU8(receipts.NE(two.name, 'EC02')),
      [`ricevute/${receiptName(three.name, 'AT')}`]: strToU8(receipts.AT(three.name)),
      [`ricevute/${receiptName(three.name, 'DT')}`]: strToU8(receipts.DT(three.name)),
    });
    const report = await uploadOk(f.alfa, [file('ricevute.zip', zip)]);
    expect(report.items.map((i) => [i.kind, i.outcome, i.sdi_status])).toEqual([
      ['MC', 'updated', SdiStatus.not_delivered],
      ['RC', 'updated', SdiStatus.delivered],
      ['NE', 'updated', SdiStatus.refused],
      ['AT', 'updated', SdiStatus.not_delivered],
      ['DT', 'unchanged', SdiStatus.not_delivered],
    ]);
    expect(report.items[0].file).toBe(`ricevute.zip/ricevute/${receiptName(one.name, 'MC')}`);
    expect((await show(f.alfa, two.id)).sdi_status).toBe(SdiStatus.refused);
    const accepted = await sentInvoice();
    const ec01 = await uploadOk(f.alfa, [file('ne.xml', receipts.NE(accepted.name, 'EC01'))]);
    expect(ec01.items[0].sdi_status).toBe(SdiStatus.accepted);
  });

  it('reports unknown file names and files that are not receipts, never a 500', async () => {
    const report = await uploadOk(f.alfa, [
      file('unknown.xml', receipts.RC('IT01234567897_ZZZZY.xml')),
      file('invoice.xml', '<FatturaElettronica><NomeFile>x</NomeFile></FatturaElettronica>'),
      file('photo.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])),
      file('broken.zip', Buffer.from('PK\x03\x04 not really a zip')),
      file('big.xml', Buffer.alloc(1024 * 1024 + 1, 0x20)),
    ]);
    expect(report.items.map((i) => [i.file, i.outcome])).toEqual([
      ['unknown.xml', 'unknown_file'],
      ['invoice.xml', 'unreadable'],
      ['photo.jpg', 'unreadable'],
      ['broken.zip', 'unreadable'],
      ['big.xml', 'unreadable'],
    ]);
    expect(report.items.map((i) => i.message)).toEqual([
      'No document of the company was sent with the file name IT01234567897_ZZZZY.xml (or it was sent again under another name)',
      'Not an SDI receipt (RicevutaConsegna, NotificaScarto, NotificaMancataConsegna, NotificaEsito, AttestazioneTrasmissioneFattura), or it names no NomeFile',
      'The file cannot be read: it is not a valid XML or zip file',
      'The file cannot be read: it is not a valid XML or zip file',
      'Too large for an SDI receipt (at most 1024 kB)',
    ]);
  });

  it('refuses hostile uploads cleanly: a zip bomb entry, an entity bomb, too many files', async () => {
    const bombEntry = zipSync({ 'bomb.xml': new Uint8Array(50 * 1024 * 1024) }, { level: 9 });
    const entities = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><ns3:RicevutaConsegna xmlns:ns3="x"><NomeFile>&b;</NomeFile></ns3:RicevutaConsegna>`;
    const deep = `${'<a>'.repeat(100)}${'</a>'.repeat(100)}`;
    const report = await uploadOk(f.alfa, [
      file('bomb.zip', bombEntry),
      file('entities.xml', entities),
      file('deep.xml', deep),
    ]);
    expect(report.items.map((i) => i.outcome)).toEqual(['unreadable', 'unreadable', 'unreadable']);
    expect(report.items[0].message).toMatch(/Too large/);

    const many = Array.from({ length: 51 }, (_, i) => file(`${i}.xml`, '<a/>'));
    const tooMany = await upload(f.alfa, many);
    expect(tooMany.statusCode).toBe(413);
    const none = await upload(f.alfa, []);
    expect(none.statusCode).toBe(400);
  });

  it("another company's receipt finds nothing: Beta cannot touch Alfa's invoice", async () => {
    const { id, name } = await sentInvoice();
    const report = await uploadOk(f.beta, [
      file('ns.xml', receipts.NS(name, [{ code: '00404', description: 'x' }])),
    ]);
    expect(report.items[0].outcome).toBe('unknown_file');
    expect((await show(f.alfa, id)).sdi_status).toBe(SdiStatus.sent);
  });

  it('answers the report in the caller’s language', async () => {
    const { name } = await sentInvoice();
    const report = await uploadOk({ ...f.alfa, 'accept-language': 'it' }, [
      file('rc.xml', receipts.RC(name)),
    ]);
    expect(report.items[0].message).toMatch(/: stato SDI ora «Consegnata»$/);
  });
});

describe('a rejected invoice is corrected and sent again', () => {
  it('same number and date, a new progressive; other states cannot be resent', async () => {
    const invoice = await issued(f.alfa, f.alfaCustomers[0]);
    await exportToday(f.alfa);
    const first = await show(f.alfa, invoice.id);
    const a = api(f.t, f.alfa);
    const early = await a.post(`/documents/${invoice.id}/sdi-resend`, {});
    expect(early.statusCode).toBe(409);

    await uploadOk(f.alfa, [
      file(
        'ns.xml',
        receipts.NS(first.sdi_file_name, [{ code: '00305', description: 'IdCodice non valido' }]),
      ),
    ]);
    const rejected = await show(f.alfa, invoice.id);
    const header = {
      customer_id: rejected.customer_id,
      reference: 'Corretta',
      description: rejected.description,
      document_date: rejected.document_date,
      shipping_date: null,
      version: rejected.version,
    };
    const moved = await a.put(`/documents/${invoice.id}`, {
      ...header,
      document_date: '2026-01-02',
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toHaveProperty('document_date');
    const corrected = await a.put(`/documents/${invoice.id}`, header);
    expect(corrected.statusCode, corrected.body).toBe(200);

    const resend = await a.post(`/documents/${invoice.id}/sdi-resend`, {});
    expect(resend.statusCode, resend.body).toBe(200);
    expect(resend.json().item).toMatchObject({
      sdi_status: SdiStatus.to_send,
      sdi_error: null,
      sdi_file_name: null,
    });
    await exportToday(f.alfa);
    const again = await show(f.alfa, invoice.id);
    expect(again).toMatchObject({
      sdi_status: SdiStatus.sent,
      number: invoice.number,
      document_date: invoice.document_date,
      reference: 'Corretta',
    });
    expect(again.sdi_file_name).not.toBe(first.sdi_file_name);
    // The rejected file's late receipts find nothing now.
    const late = await uploadOk(f.alfa, [file('rc.xml', receipts.RC(first.sdi_file_name))]);
    expect(late.items[0].outcome).toBe('unknown_file');

    expect(
      (await api(f.t, f.beta).post(`/documents/${invoice.id}/sdi-resend`, {})).statusCode,
    ).toBe(404);
  });
});

describe('a rejected credit note is corrected by its date', () => {
  it('moves within its series’ dates, keeps its number, and its history tells it all', async () => {
    const a = api(f.t, { ...f.alfa, 'accept-language': 'en' });
    const draft = await createDocument(f.t, f.alfa, {
      type: 'credit-note',
      customer_id: f.alfaCustomers[0],
      document_date: '2025-12-20',
      unlinked_reason: 'Premio di fine anno',
      rows: [row],
    });
    const issuedNote = await a.post(`/documents/${draft.id}/issue`, {
      document_date: '2025-12-20',
    });
    expect(issuedNote.statusCode, issuedNote.body).toBe(200);
    const note = issuedNote.json().item;
    const sent = await a.get(exportUrl('2025-12-20', '2025-12-20'));
    expect(sent.statusCode, sent.body).toBe(200);
    const first = await show(f.alfa, note.id);
    await uploadOk(f.alfa, [
      file('ns.xml', receipts.NS(first.sdi_file_name, [{ code: '00418', description: 'Data' }])),
    ]);
    const rejected = await show(f.alfa, note.id);
    expect(rejected.sdi_status).toBe(SdiStatus.rejected);
    const header = (date: string, version: number) => ({
      customer_id: rejected.customer_id,
      reference: rejected.reference,
      description: rejected.description,
      unlinked_reason: rejected.unlinked_reason,
      document_date: date,
      shipping_date: null,
      version,
    });
    // The previous note of 2025 bounds it from below, today from above; the year is its number's.
    const { rows: previous } = await f.t.pool.query(
      `select max(document_date)::text as date from documents where company_id =
        (select company_id from documents where id = $1) and type = 'credit-note'
        and year = 2025 and number < $2`,
      [note.id, note.number],
    );
    const early = await a.put(`/documents/${note.id}`, header('2025-01-01', rejected.version));
    expect(early.statusCode).toBe(400);
    const range = `${previous[0].date.split('-').reverse().join('/')} and ${today.split('-').reverse().join('/')}`;
    expect(early.json()).toEqual({
      message: `A rejected document is corrected under its number: its date must stay between ${range} (dates follow the series' numbers, and not after today)`,
      errors: { document_date: expect.any(String) },
    });
    const nextYear = await a.put(`/documents/${note.id}`, header('2026-01-05', rejected.version));
    expect(nextYear.statusCode).toBe(400);
    const moved = await a.put(`/documents/${note.id}`, header('2025-12-22', rejected.version));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().item).toMatchObject({
      number: note.number,
      year: 2025,
      document_date: '2025-12-22',
      total: note.total,
    });
    const resend = await a.post(`/documents/${note.id}/sdi-resend`, {});
    expect(resend.statusCode, resend.body).toBe(200);
    // Locked again: the date no longer moves.
    const locked = await a.put(
      `/documents/${note.id}`,
      header('2025-12-23', resend.json().item.version),
    );
    expect(locked.statusCode).toBe(409);
    const again = await a.get(exportUrl('2025-12-22', '2025-12-22'));
    expect(again.statusCode, again.body).toBe(200);
    const second = await show(f.alfa, note.id);
    expect(second.sdi_file_name).not.toBe(first.sdi_file_name);

    const history = await a.get(`/documents/${note.id}/sdi-history`);
    expect(history.statusCode, history.body).toBe(200);
    expect(
      history
        .json()
        .items.map((e: Record<string, unknown>) => [
          e.kind,
          e.file_name,
          e.receipt,
          e.fields,
          e.date,
        ]),
    ).toEqual([
      ['sent', first.sdi_file_name, null, null, null],
      ['receipt', first.sdi_file_name, 'NS', null, null],
      ['corrected', null, null, ['document_date'], { from: '2025-12-20', to: '2025-12-22' }],
      ['resent', null, null, null, null],
      ['sent', second.sdi_file_name, null, null, null],
    ]);
    expect(history.json().items[1].errors).toEqual([
      { code: '00418', description: 'Data', suggestion: null },
    ]);
    const beta = await api(f.t, f.beta).get(`/documents/${note.id}/sdi-history`);
    expect(beta.statusCode).toBe(404);
  });
});
