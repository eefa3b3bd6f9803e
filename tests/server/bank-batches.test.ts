import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../contract/calendar';
import { isValidIban } from '../../contract/validators';
import { isTargetDay, nextTargetDay } from '../../server/resources/bank-batches/sepa-dates';
import { readRibaFile } from '../support/cbiRiba';
import { SDD_SCHEMA } from '../support/sepaSchema';
import {
  api,
  createDocument,
  documentsFixture,
  issueDocument,
  type DocumentsFixture,
} from './documentsFixture';

const run = promisify(execFile);

let f: DocumentsFixture;
let riba: number;
let sdd: number;
let transfer: number;
let account: number;
let transferAccount: number;
let betaAccount: number;
const CUSTOMER_IBAN = 'IT61X0306909606100000012345';

beforeAll(async () => {
  f = await documentsFixture();
  const terms = (await api(f.t, f.alfa).get('/payment-terms?perPage=100')).json().items;
  const term = (code: string) => terms.find((t: { code: string }) => t.code === code).id;
  riba = term('RB3060FM');
  sdd = term('SDD30DF');
  transfer = term('RD');
  const accounts = (await api(f.t, f.alfa).get('/bank-accounts?sort=id')).json().items;
  account = accounts[0].id;
  transferAccount = accounts[1].id;
  betaAccount = (await api(f.t, f.beta).get('/bank-accounts')).json().items[0].id;
  // Alfa's first three customers bank in Italy; the fourth has no IBAN.
  for (const [k, id] of f.alfaCustomers.slice(0, 3).entries()) {
    await f.t.pool.query('update customers set iban = $1 where id = $2', [
      ['IT61X0306909606100000012345', 'IT76K0200801633000101234567', 'IT51M0503401633000000054321'][
        k
      ],
      id,
    ]);
  }
  await f.t.pool.query('update customers set iban = null where id = $1', [f.alfaCustomers[3]]);
});
afterAll(() => f.t.close());

/** `day` if the euro's settlement system is open then, else the next day it is. */
const targetDay = (day: string) => (isTargetDay(day) ? day : nextTargetDay(day));

const today = new Date().toISOString().slice(0, 10);
const inDays = (days: number) => addDays(today, days);

interface Instalment {
  id: number;
  open: string;
  state: string;
  charges: string;
  due_date: string;
  bank_account: { id: number; name: string } | null;
}

async function invoice(customer: number, price: string, term = riba) {
  const draft = await createDocument(f.t, f.alfa, {
    type: 'invoice',
    customer_id: customer,
    document_date: today,
    payment_term_id: term,
    rows: [{ article_id: f.alfaArticles[1], quantity: '1', unit_price: price, vat_rate: '22' }],
  });
  const doc = await issueDocument(f.t, f.alfa, draft.id);
  const items = (
    await api(f.t, f.alfa).get(`/instalments?document_id=${doc.id}&settled=true&sort=due_date`)
  ).json().items as Instalment[];
  return { doc, instalments: items };
}

const instalment = async (id: number) =>
  (await api(f.t, f.alfa).get(`/instalments/${id}`)).json().item as Instalment;

/** A batch as its page reads it, with its items (a POST answers the batch alone). */
const batchOf = async (id: number) =>
  (await api(f.t, f.alfa).get(`/bank-batches/${id}`)).json().item;

const present = (ids: number[], extra: Record<string, unknown> = {}, headers = f.alfa) =>
  api(f.t, headers).post('/bank-batches', {
    kind: 'riba',
    bank_account_id: account,
    credit_date: inDays(30),
    instalment_ids: ids,
    ...extra,
  });

describe('RiBa batches', () => {
  it('presents instalments: a CBI file whose records, counts and totals agree', async () => {
    const a = await invoice(f.alfaCustomers[0], '100');
    const b = await invoice(f.alfaCustomers[1], '250.50');
    const ids = [a.instalments[0].id, a.instalments[1].id, b.instalments[0].id];
    const response = await present(ids);
    expect(response.statusCode, response.body).toBe(201);
    const batch = response.json().item;
    expect(batch).toMatchObject({ kind: 'riba', state: 'presented', count: 3 });
    const expected = [a.instalments[0], a.instalments[1], b.instalments[0]].reduce(
      (sum, i) => sum.plus(i.open),
      new Decimal(0),
    );
    expect(batch.total).toBe(expected.toFixed(2));
    expect((await instalment(ids[0])).state).toBe('presented');

    const file = await api(f.t, f.alfa).get(`/bank-batches/${batch.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(batch.file_name);
    const parsed = readRibaFile(file.body);
    expect(parsed.effects).toHaveLength(3);
    expect(parsed.footer.effects).toBe(3);
    expect(parsed.footer.totalCents).toBe(Number(expected.times(100).toFixed(0)));
    expect(parsed.effects[0].amountCents).toBe(
      Number(new Decimal(a.instalments[0].open).times(100)),
    );
    expect(parsed.effects[0].dueDate).toBe(a.instalments[0].due_date);
    // The presenting bank and the customer's bank, from their IBANs.
    expect(parsed.effects[0].creditorAbi).toBe('05428');
    expect(parsed.effects[0].debtorAbi).toBe(CUSTOMER_IBAN.slice(5, 10));
    expect(parsed.effects[0].debtorCab).toBe(CUSTOMER_IBAN.slice(10, 15));
    expect(parsed.header.sia).toBe('A1B2C');
  });

  it('refuses what no bank can take, naming the field to fix', async () => {
    const paidByTransfer = await invoice(f.alfaCustomers[0], '10', transfer);
    const wrongMethod = await present([paidByTransfer.instalments[0].id]);
    expect(wrongMethod.statusCode).toBe(400);
    expect(wrongMethod.json().errors).toHaveProperty(['instalment_ids.0']);
    expect(wrongMethod.json().message).toContain('RiBa');

    const noBank = await invoice(f.alfaCustomers[3], '10');
    const refused = await present([noBank.instalments[0].id]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors['instalment_ids.0']).toMatch(/IBAN/);

    const withoutSia = await present([noBank.instalments[0].id], {
      bank_account_id: transferAccount,
    });
    expect(withoutSia.statusCode).toBe(400);
    expect(withoutSia.json().errors.bank_account_id).toMatch(/SIA/);

    const past = await present([noBank.instalments[0].id], { credit_date: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toHaveProperty('credit_date');
  });

  it('takes a customer without an Italian IBAN by its bank’s ABI and CAB, both or neither', async () => {
    const customer = f.alfaCustomers[3];
    const profile = (await api(f.t, f.alfa).get(`/customers/${customer}`)).json().item;
    const save = (bank: { bank_abi: string | null; bank_cab: string | null }) =>
      api(f.t, f.alfa).put(`/customers/${customer}`, { ...profile, ...bank });
    const half = await save({ bank_abi: '03069', bank_cab: null });
    expect(half.statusCode).toBe(400);
    expect(Object.keys(half.json().errors)).toEqual(['bank_cab']);
    const short = await save({ bank_abi: '0306', bank_cab: '11111' });
    expect(Object.keys(short.json().errors)).toEqual(['bank_abi']);
    const saved = await save({ bank_abi: '03069', bank_cab: '11111' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().item).toMatchObject({ iban: null, bank_abi: '03069', bank_cab: '11111' });

    const doc = await invoice(customer, '20');
    const response = await present([doc.instalments[0].id]);
    expect(response.statusCode, response.body).toBe(201);
    const file = await api(f.t, f.alfa).get(`/bank-batches/${response.json().item.id}/file`);
    const [effect] = readRibaFile(file.body).effects;
    expect([effect.debtorAbi, effect.debtorCab]).toEqual(['03069', '11111']);
    await f.t.pool.query('update customers set bank_abi = null, bank_cab = null where id = $1', [
      customer,
    ]);
  });

  it('two batches racing for the same instalments: one wins, the other is refused', async () => {
    const a = await invoice(f.alfaCustomers[2], '80');
    const ids = a.instalments.map((i) => i.id);
    const [one, two] = await Promise.all([present(ids), present([...ids].reverse())]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([201, 409]);
    const batches = (await api(f.t, f.alfa).get('/bank-batches?perPage=100')).json().items;
    const holding = batches.filter((b: { id: number }) =>
      [one, two].some((r) => r.statusCode === 201 && r.json().item.id === b.id),
    );
    expect(holding).toHaveLength(1);
  });

  it('credited, then one reported unpaid: the debt reopens with the charges', async () => {
    const a = await invoice(f.alfaCustomers[1], '300');
    const [first, second] = a.instalments;
    const batch = (await present([first.id, second.id])).json().item;
    // A presented instalment takes no payment until the bank's outcome.
    const early = await api(f.t, f.alfa).post('/payments', {
      customer_id: f.alfaCustomers[1],
      payment_date: today,
      amount: '1',
      method: 'MP05',
      allocations: [{ instalment_id: first.id, amount: '1' }],
    });
    expect(early.statusCode).toBe(409);

    const credited = await api(f.t, f.alfa).post(`/bank-batches/${batch.id}/credit`, {
      date: today,
    });
    expect(credited.statusCode, credited.body).toBe(200);
    expect(credited.json().item.state).toBe('credited');
    expect((await instalment(first.id)).state).toBe('paid');
    expect(
      (await api(f.t, f.alfa).post(`/bank-batches/${batch.id}/credit`, { date: today })).statusCode,
    ).toBe(409);

    expect(credited.json().item.items).toBeUndefined();
    const item = (await batchOf(batch.id)).items.find(
      (i: { instalment_id: number }) => i.instalment_id === first.id,
    );
    expect(item.state).toBe('credited');
    const unpaid = await api(f.t, f.alfa).post(
      `/bank-batches/${batch.id}/items/${item.id}/unpaid`,
      {
        date: today,
        charges: '7.50',
        reason: 'Conto estinto',
      },
    );
    expect(unpaid.statusCode, unpaid.body).toBe(200);
    expect(unpaid.json().item).toMatchObject({ unpaid_count: 1, unpaid_total: first.open });
    const reopened = await instalment(first.id);
    expect(reopened.state).toBe('unpaid');
    expect(reopened.charges).toBe('7.50');
    expect(reopened.open).toBe(new Decimal(first.open).plus('7.50').toFixed(2));
    expect((await instalment(second.id)).state).toBe('paid');
    const again = await api(f.t, f.alfa).post(`/bank-batches/${batch.id}/items/${item.id}/unpaid`, {
      date: today,
    });
    expect(again.statusCode).toBe(409);

    // The customer pays by transfer what the bank returned, charges included.
    const transferred = await api(f.t, f.alfa).post('/payments', {
      customer_id: f.alfaCustomers[1],
      payment_date: today,
      amount: reopened.open,
      method: 'MP05',
      allocations: [{ instalment_id: first.id, amount: reopened.open }],
    });
    expect(transferred.statusCode, transferred.body).toBe(201);
    expect((await instalment(first.id)).state).toBe('paid');
  });

  it('an unpaid item before any credit reopens it too; a later credit leaves it alone', async () => {
    const a = await invoice(f.alfaCustomers[0], '40');
    const [first, second] = a.instalments;
    const batch = await batchOf((await present([first.id, second.id])).json().item.id);
    const item = batch.items.find((i: { instalment_id: number }) => i.instalment_id === first.id);
    await api(f.t, f.alfa).post(`/bank-batches/${batch.id}/items/${item.id}/unpaid`, {
      date: today,
    });
    expect((await instalment(first.id)).state).toBe('unpaid');
    const credited = await api(f.t, f.alfa).post(`/bank-batches/${batch.id}/credit`, {
      date: today,
    });
    expect(credited.statusCode).toBe(200);
    expect((await instalment(first.id)).state).toBe('unpaid');
    expect((await instalment(second.id)).state).toBe('paid');
    // An unpaid instalment can be presented again.
    expect((await present([first.id])).statusCode).toBe(201);
  });

  it("another company's batch is a 404 on every route", async () => {
    const a = await invoice(f.alfaCustomers[2], '15');
    const batch = await batchOf((await present([a.instalments[0].id])).json().item.id);
    const beta = api(f.t, f.beta);
    expect((await beta.get(`/bank-batches/${batch.id}`)).statusCode).toBe(404);
    expect((await beta.get(`/bank-batches/${batch.id}/file`)).statusCode).toBe(404);
    expect((await beta.post(`/bank-batches/${batch.id}/credit`, { date: today })).statusCode).toBe(
      404,
    );
    expect(
      (
        await beta.post(`/bank-batches/${batch.id}/items/${batch.items[0].id}/unpaid`, {
          date: today,
        })
      ).statusCode,
    ).toBe(404);
    const list = (await beta.get('/bank-batches')).json().items;
    expect(list.some((b: { id: number }) => b.id === batch.id)).toBe(false);
    // Alfa's instalments and account are not Beta's to present.
    const stolen = await present([a.instalments[1].id], { bank_account_id: betaAccount });
    expect(stolen.statusCode).toBe(400);
    const across = await present([a.instalments[1].id], { bank_account_id: betaAccount }, f.beta);
    expect(across.statusCode).toBe(400);
    expect(across.json().errors).toHaveProperty(['instalment_ids.0']);
  });
});

describe('SEPA direct-debit batches', () => {
  const customer = () => f.alfaCustomers[2];
  let mandate: number;

  it('keeps a customer’s mandates, refusing a bad reference or IBAN', async () => {
    const bad = await api(f.t, f.alfa).post(`/customers/${customer()}/sdd-mandates`, {
      reference: 'MANDATO#1',
      signature_date: today,
      scheme: 'CORE',
      iban: 'IT00X0000000000000000000000',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['iban', 'reference']);
    const created = await api(f.t, f.alfa).post(`/customers/${customer()}/sdd-mandates`, {
      reference: 'ALFA-SDD-0001',
      signature_date: '2026-01-15',
      scheme: 'CORE',
      iban: 'IT51 M050 3401 6330 0000 0054 321',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().item).toMatchObject({
      iban: 'IT51M0503401633000000054321',
      collections: 0,
    });
    mandate = created.json().item.id;
    const twice = await api(f.t, f.alfa).post(`/customers/${customer()}/sdd-mandates`, {
      reference: 'ALFA-SDD-0001',
      signature_date: today,
      scheme: 'B2B',
      iban: 'IT51M0503401633000000054321',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors).toHaveProperty('reference');
    expect((await api(f.t, f.beta).get(`/sdd-mandates/${mandate}`)).statusCode).toBe(404);
    expect((await api(f.t, f.beta).get(`/customers/${customer()}/sdd-mandates`)).statusCode).toBe(
      404,
    );
  });

  it('writes a pain.008.001.02 file the schema accepts: FRST first, then RCUR', async () => {
    const a = await invoice(customer(), '120', sdd);
    const b = await invoice(customer(), '60', sdd);
    const collection = inDays(10);
    const sddBatch = (ids: number[], date = collection) =>
      api(f.t, f.alfa).post('/bank-batches', {
        kind: 'sdd',
        bank_account_id: account,
        credit_date: date,
        instalment_ids: ids,
      });
    const weekend = [1, 2, 3, 4, 5, 6, 7].map(inDays).find((d) => !isTargetDay(d))!;
    const onWeekend = await sddBatch([a.instalments[0].id], weekend);
    expect(onWeekend.statusCode).toBe(400);
    expect(onWeekend.json().errors).toHaveProperty('credit_date');
    const tooSoon = await sddBatch([a.instalments[0].id], today);
    expect(tooSoon.statusCode).toBe(400);

    const first = await sddBatch([a.instalments[0].id], targetDay(collection));
    expect(first.statusCode, first.body).toBe(201);
    const firstBatch = await batchOf(first.json().item.id);
    expect(firstBatch.items[0]).toMatchObject({
      sequence: 'FRST',
      mandate_reference: 'ALFA-SDD-0001',
    });
    const second = await sddBatch([b.instalments[0].id], targetDay(collection));
    expect((await batchOf(second.json().item.id)).items[0].sequence).toBe('RCUR');
    // Used, the mandate no longer changes; returned unpaid, a first debit does not count.
    const used = (await api(f.t, f.alfa).get(`/sdd-mandates/${mandate}`)).json().item;
    expect(used.collections).toBe(2);
    const edit = await api(f.t, f.alfa).put(`/sdd-mandates/${mandate}`, {
      reference: 'ALFA-SDD-0001',
      signature_date: '2026-01-15',
      scheme: 'B2B',
      iban: used.iban,
      version: used.version,
    });
    expect(edit.statusCode).toBe(409);
    expect((await api(f.t, f.alfa).del(`/sdd-mandates/${mandate}`)).statusCode).toBe(409);
    await api(f.t, f.alfa).post(
      `/bank-batches/${firstBatch.id}/items/${firstBatch.items[0].id}/unpaid`,
      { date: today },
    );
    const back = (await api(f.t, f.alfa).get(`/sdd-mandates/${mandate}`)).json().item;
    expect(back.collections).toBe(1);
    const revoked = await api(f.t, f.alfa).post(`/sdd-mandates/${mandate}/revoke`, {
      date: today,
      version: back.version,
    });
    expect(revoked.json().item.revoked_at).toBe(today);

    // Both files, the first debit's and the recurrent one's, as the bank's schema checks them.
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sdd-'));
    const validated = async (batchId: number) => {
      const body = (await api(f.t, f.alfa).get(`/bank-batches/${batchId}/file`)).body;
      const file = path.join(dir, `batch-${batchId}.xml`);
      await writeFile(file, body);
      const { stderr } = await run('xmllint', ['--noout', '--schema', SDD_SCHEMA, file]);
      expect(stderr).toContain('validates');
      return body;
    };
    expect(await validated(second.json().item.id)).toContain('<SeqTp>RCUR</SeqTp>');
    const xml = await validated(first.json().item.id);
    expect(xml).toContain('<SeqTp>FRST</SeqTp>');
    expect(xml).toContain('<InstdAmt Ccy="EUR">');
    expect(xml).toContain('<Id>IT91ZZZ01234567897</Id>');

    // Without a mandate, the customer is named.
    const other = await invoice(f.alfaCustomers[0], '10', sdd);
    const none = await sddBatch([other.instalments[0].id], targetDay(collection));
    expect(none.statusCode).toBe(400);
    expect(none.json().errors['instalment_ids.0']).toMatch(/mandate/);
  });
});

/** An Italian IBAN of the presenting bank (ABI 05428) for account number `n`. */
function ibanOf(n: number) {
  const bban = `X05428111010${String(n).padStart(11, '0')}`.slice(0, 23);
  for (let check = 2; check <= 98; check++) {
    const iban = `IT${String(check).padStart(2, '0')}${bban}`;
    if (isValidIban(iban)) return iban;
  }
  throw new Error(`no check digits for ${bban}`);
}

describe('the ledger by bank', () => {
  let second: number;
  const ids = async (query: string, headers = f.alfa) =>
    (await api(f.t, headers).get(`/instalments?${query}&perPage=500`))
      .json()
      .items.map((i: { id: number }) => i.id)
      .sort((a: number, b: number) => a - b) as number[];
  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

  it('finds what was presented at an account, credited or returned unpaid, and none of another’s', async () => {
    const created = await api(f.t, f.alfa).post('/bank-accounts', {
      name: 'Banca Seconda',
      bank_name: 'Banca di Prova',
      iban: ibanOf(4242),
      sia_code: 'Z9Y8X',
    });
    expect(created.statusCode, created.body).toBe(201);
    second = created.json().item.id;
    const a = await invoice(f.alfaCustomers[0], '70');
    const b = await invoice(f.alfaCustomers[1], '90');
    const [a1, a2] = a.instalments.map((i) => i.id);
    const [b1, b2] = b.instalments.map((i) => i.id);
    const atMain = (await present([a1, b1])).json().item.id;
    const atSecond = await batchOf(
      (await present([a2, b2], { bank_account_id: second })).json().item.id,
    );
    expect(await ids(`bank_account_id=${second}`)).toEqual(sorted([a2, b2]));

    // The bank's outcome keeps the account: credited at the main bank, unpaid at the second.
    await api(f.t, f.alfa).post(`/bank-batches/${atMain}/credit`, { date: today });
    const returned = atSecond.items.find((i: { instalment_id: number }) => i.instalment_id === a2);
    const unpaid = await api(f.t, f.alfa).post(
      `/bank-batches/${atSecond.id}/items/${returned.id}/unpaid`,
      { date: today, charges: '3.00' },
    );
    expect(unpaid.statusCode, unpaid.body).toBe(200);
    expect(await ids(`bank_account_id=${second}&settled=true`)).toEqual(sorted([a2, b2]));
    expect(await ids(`bank_account_id=${second}&state=unpaid`)).toEqual([a2]);
    const atMainNow = await ids(`bank_account_id=${account}&settled=true`);
    expect(atMainNow).toEqual(expect.arrayContaining([a1, b1]));
    expect(atMainNow).not.toContain(a2);
    expect(atMainNow).not.toContain(b2);
    // Without `settled`, the credited ones are gone from the open ledger.
    expect(await ids(`bank_account_id=${account}`)).not.toContain(a1);

    expect((await api(f.t, f.alfa).get(`/instalments/${a2}`)).json().item).toMatchObject({
      state: 'unpaid',
      bank_account: { id: second, name: 'Banca Seconda' },
    });
    expect((await api(f.t, f.alfa).get(`/instalments/${a1}`)).json().item.bank_account).toEqual({
      id: account,
      name: expect.any(String),
    });
    const never = await invoice(f.alfaCustomers[2], '5');
    expect((await instalment(never.instalments[0].id)).bank_account).toBeNull();

    // The summary over the filter adds up what the list holds.
    const summary = (
      await api(f.t, f.alfa).get(`/instalments/summary?bank_account_id=${second}`)
    ).json();
    const [returnedNow, stillPresented] = [await instalment(a2), await instalment(b2)];
    expect(summary.count).toBe(2);
    expect(summary.open).toBe(new Decimal(returnedNow.open).plus(stillPresented.open).toFixed(2));

    // Presented again, elsewhere: the instalment follows its latest presentation.
    expect((await present([a2])).statusCode).toBe(201);
    expect(await ids(`bank_account_id=${second}&settled=true`)).toEqual([b2]);
    expect(await ids(`bank_account_id=${account}`)).toContain(a2);
    expect((await api(f.t, f.alfa).get(`/instalments?bank_account_id=0`)).statusCode).toBe(400);
  });

  it('finds nothing with another company’s account, though that company finds its own', async () => {
    expect(await ids(`bank_account_id=${betaAccount}&settled=true`)).toEqual([]);
    expect(await ids(`bank_account_id=${second}&settled=true`, f.beta)).toEqual([]);
    expect(await ids(`bank_account_id=${account}&settled=true`, f.beta)).toEqual([]);
    const alfaSummary = (
      await api(f.t, f.alfa).get(`/instalments/summary?bank_account_id=${betaAccount}&settled=true`)
    ).json();
    expect(alfaSummary).toMatchObject({ count: 0, open: '0.00', periods: [] });
    const betaSummary = (
      await api(f.t, f.beta).get(`/instalments/summary?bank_account_id=${second}&settled=true`)
    ).json();
    expect(betaSummary).toMatchObject({ count: 0, open: '0.00', periods: [] });
    // The demo presents some of Beta's own at its account.
    expect(
      (await ids(`bank_account_id=${betaAccount}&settled=true`, f.beta)).length,
    ).toBeGreaterThan(0);
  });

  it('the migration’s backfill gives each presented instalment its latest batch’s account', async () => {
    const stored = async () =>
      (
        await f.t.pool.query(
          'select company_id, id, bank_account_id from instalments where bank_account_id is not null order by 1, 2',
        )
      ).rows;
    const presented = await stored();
    // The demo's batches, and this file's, each name the account of their instalments.
    expect(presented.length).toBeGreaterThan(10);
    const { rows: missing } = await f.t.pool.query(
      `select i.id from instalments i where i.bank_account_id is null
         and exists (select 1 from bank_batch_items b where b.company_id = i.company_id and b.instalment_id = i.id)`,
    );
    expect(missing).toEqual([]);
    const sql = readFileSync(
      path.resolve(__dirname, '../../server/db/migrations/0040_instalment_bank_account.sql'),
      'utf8',
    );
    const backfill = sql.split('--> statement-breakpoint').find((s) => s.includes('UPDATE'))!;
    await f.t.pool.query('update instalments set bank_account_id = null');
    await f.t.pool.query(backfill);
    expect(await stored()).toEqual(presented);
  });
});
