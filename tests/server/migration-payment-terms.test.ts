import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { dueDates } from '../../contract/due-dates';

/**
 * The migration `payment_terms_due_dates` on data written before it: the customers' old payment term names become
 * terms of each company's registry, overdue documents go back to "to pay", and the due dates
 * its SQL computes are those of contract/due-dates.ts.
 */
const migrations = path.resolve(__dirname, '../../server/db/migrations');
let admin: pg.Client;
let client: pg.Client;
let name: string;
let tmp: string;

/**
 * The migrations folder as it was before the one that maps the old terms (found by its
 * custom SQL, whatever its number after regenerating).
 */
function migrationsBeforeTerms() {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  fs.cpSync(migrations, tmp, { recursive: true });
  const journalPath = path.join(tmp, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8'));
  const at = journal.entries.findIndex((e: { tag: string }) =>
    fs.readFileSync(path.join(tmp, `${e.tag}.sql`), 'utf8').includes('legacy_terms'),
  );
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return tmp;
}

beforeAll(async () => {
  const adminUrl = inject('adminUrl');
  name = `m_${crypto.randomBytes(6).toString('hex')}`;
  admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await migrate(drizzle(client), { migrationsFolder: migrationsBeforeTerms() });
  await client.query(`
    insert into companies (id, name) overriding system value values (1, 'Uno'), (2, 'Due');
    insert into general_regs (company_id, id, name) overriding system value
      values (1, 1, 'A'), (1, 2, 'B'), (1, 3, 'C'), (2, 4, 'D');
    insert into payment_terms (company_id, code, description, method, basis, days)
      values (1, 'RB30FM', 'RiBa 30 gg f.m. (nostra)', 'MP12', 'end_of_month', '{30}');
    insert into customers (company_id, id, general_reg_id, registry_code, credit_limit, payment_terms)
      overriding system value values
      (1, 1, 1, 'C1', 0, 'riba_30'), (1, 2, 2, 'C2', 0, 'riba_30_60'),
      (1, 3, 3, 'C3', 0, 'bank_transfer_90'), (2, 4, 4, 'D1', 0, 'riba_30_60');
    insert into documents (company_id, id, type, year, number, customer_id, customer_name, status,
      document_date, total) overriding system value values
      (1, 1, 'invoice', 2026, 1, 2, 'B', 3, '2026-01-31', 100.01),
      (1, 2, 'invoice', 2026, 2, 3, 'C', 2, '2026-02-15', 50),
      (1, 3, 'order', 2026, 1, 2, 'B', 3, '2026-02-16', 70),
      (1, 4, 'credit-note', 2026, 1, 1, 'A', 0, '2026-03-31', 0),
      (2, 5, 'invoice', 2026, 1, 4, 'D', 1, '2026-11-30', 33.33);
  `);
  await migrate(drizzle(client), { migrationsFolder: migrations });
});

afterAll(async () => {
  await client?.end();
  await admin?.query(`drop database if exists ${name}`);
  await admin?.end();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

const rows = async (sql: string) => (await client.query(sql)).rows;

describe('the migration of payment terms and due dates', () => {
  it('creates the terms each company’s customers used, keeps existing codes, maps the customers', async () => {
    expect(
      await rows(`select company_id, code, description, basis, days from payment_terms
                  order by company_id, code`),
    ).toEqual([
      {
        company_id: 1,
        code: 'BB90DF',
        description: 'Bonifico 90 gg d.f.',
        basis: 'invoice_date',
        days: [90],
      },
      {
        company_id: 1,
        code: 'RB3060FM',
        description: 'RiBa 30/60 gg f.m.',
        basis: 'end_of_month',
        days: [30, 60],
      },
      {
        company_id: 1,
        code: 'RB30FM',
        description: 'RiBa 30 gg f.m. (nostra)',
        basis: 'end_of_month',
        days: [30],
      },
      {
        company_id: 2,
        code: 'RB3060FM',
        description: 'RiBa 30/60 gg f.m.',
        basis: 'end_of_month',
        days: [30, 60],
      },
    ]);
    const mapped = await rows(`select c.id, t.code, t.company_id from customers c
      join payment_terms t on t.company_id = c.company_id and t.id = c.payment_term_id order by c.id`);
    expect(mapped.map((r) => [r.id, r.code, r.company_id])).toEqual([
      [1, 'RB30FM', 1],
      [2, 'RB3060FM', 1],
      [3, 'BB90DF', 1],
      [4, 'RB3060FM', 2],
    ]);
  });

  it('gives documents their customer’s term, stores due dates as contract/due-dates.ts does', async () => {
    const docs = await rows(`select d.id, d.type, d.status, d.document_date::text as date,
        d.total::text as total, d.first_due_date::text as first, t.basis, t.days
      from documents d join payment_terms t
        on t.company_id = d.company_id and t.id = d.payment_term_id order by d.id`);
    expect(docs.map((d) => d.id)).toEqual([1, 2, 3, 4, 5]);
    // Overdue is derived now: the stored overdue invoice is "to pay"; an order keeps its 3.
    expect(docs.map((d) => d.status)).toEqual([0, 2, 3, 0, 1]);
    const stored = await rows(`select document_id, due_date::text as date, amount::text as amount
      from document_due_dates order by document_id, position`);
    const expected = docs
      .filter((d) => d.type !== 'order' && Number(d.total) !== 0)
      .flatMap((d) =>
        dueDates({ basis: d.basis, days: d.days }, d.date, d.total).map((due) => ({
          document_id: d.id,
          ...due,
        })),
      );
    expect(stored).toEqual(expected);
    expect(stored.filter((s) => s.document_id === 1).map((s) => s.date)).toEqual([
      '2026-02-28',
      '2026-03-31',
    ]);
    // The collections migration then settles what was marked paid (every instalment) or
    // paying (the first one): the first due date left open is the one "overdue" follows.
    for (const doc of docs) {
      const due = expected.filter((e) => e.document_id === doc.id).map((e) => e.date);
      const open = doc.status === 2 ? [] : doc.status === 1 ? due.slice(1) : due;
      expect(doc.first, `document ${doc.id}`).toBe(open[0] ?? null);
    }
  });

  it('turns the due dates into instalments, and what was marked paid into payments', async () => {
    const instalments = await rows(`select document_id, position, due_date::text as date,
        amount::text as amount, paid::text as paid, open_amount::text as open, state, method
      from instalments order by document_id, position`);
    const due = await rows(`select document_id, position, due_date::text as date,
        amount::text as amount from document_due_dates order by document_id, position`);
    expect(
      instalments.map(({ document_id, position, date, amount }) => ({
        document_id,
        position,
        date,
        amount,
      })),
    ).toEqual(due);
    const states = instalments.map((i) => [i.document_id, i.position, i.state, i.paid, i.open]);
    expect(states).toEqual([
      [1, 1, 'open', '0.00', due[0].amount],
      [1, 2, 'open', '0.00', due[1].amount],
      [2, 1, 'paid', due[2].amount, '0.00'],
      [5, 1, 'paid', due[3].amount, '0.00'],
      [5, 2, 'open', '0.00', due[4].amount],
    ]);
    expect(instalments.every((i) => i.method === 'MP12' || i.document_id === 2)).toBe(true);
    const payments = await rows(`select p.customer_id, p.amount::text as amount,
        p.allocated::text as allocated, count(a.id)::int as allocations
      from payments p join payment_allocations a on a.company_id = p.company_id and a.payment_id = p.id
      group by p.company_id, p.id order by p.id`);
    expect(payments).toEqual([
      { customer_id: 3, amount: due[2].amount, allocated: due[2].amount, allocations: 1 },
      { customer_id: 4, amount: due[3].amount, allocated: due[3].amount, allocations: 1 },
    ]);
  });
});
