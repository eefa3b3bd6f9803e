/**
 * `npm run bench` (collections): the receivables ledger over 1,000,000 instalments (targets
 * p95 under 50 ms for page 1, a filter and a deep page), its summary, and a payment allocated
 * across 500 instalments (target under 200 ms), RiBa batches of 10,000 effects (target under
 * 2 s) and their credit. BENCH_INSTALMENTS lowers the size for a quick try.
 */
import os from 'node:os';
import { todayIn } from '../server/lib/dates';
import { getter, latencyTable, startBench, timed } from './harness';

const INSTALMENTS = Number(process.env.BENCH_INSTALMENTS ?? 1_000_000);
const PER_PAYMENT = 500;
const PAYMENTS = 20;
const RIBA_EFFECTS = 10_000;
const RIBA_BATCHES = 3;

const bench = await startBench('bench-collections', console.log);
try {
  const { pool } = bench.database;
  const t0 = performance.now();
  const { rows: found } = await pool.query<{ company: number; customers: number[] }>(
    `select c.company_id as company, array_agg(c.id order by c.id) as customers
     from customers c join companies co on co.id = c.company_id
     where co.name = 'Alfa S.r.l.' group by c.company_id`,
  );
  const { company, customers } = found[0];
  const payer = customers[0];
  // Issued invoices of two instalments each, over six years, spread over the twelve demo
  // customers; the first one's payments are timed.
  const documents = INSTALMENTS / 2;
  await pool.query(
    `insert into documents (company_id, type, year, number, customer_id, customer_name, status,
                            document_date, subtotal, net_total, total, amount_due, issued_at)
     select $1, 'invoice', 2021 + i % 6, 900000 + i, ($2::int[])[1 + i % array_length($2::int[], 1)],
            'Cliente ' || (i % 12), 0, make_date(2021 + i % 6, 1 + i % 12, 1 + i % 28),
            200, 200, 244, 244, now()
     from generate_series(1, $3) as i`,
    [company, customers, documents],
  );
  await pool.query('analyze documents');
  // Half of them settled (paid), the other half open, in runs of twelve documents (one of
  // each customer): the ledger's partial index has 500,000.
  await pool.query(
    `insert into instalments (company_id, document_id, customer_id, position, due_date, method,
                              amount, paid, open_amount, state)
     select d.company_id, d.id, d.customer_id, p, d.document_date + 30 * p, 'MP12', 122,
            case when (d.number / 12) % 2 = 0 then 122 else 0 end,
            case when (d.number / 12) % 2 = 0 then 0 else 122 end,
            case when (d.number / 12) % 2 = 0 then 'paid' else 'open' end
     from documents d cross join generate_series(1, 2) as p
     where d.company_id = $1 and d.number > 900000`,
    [company],
  );
  // Settled as a long-lived ledger is: vacuumed (the visibility map lets the ledger's pages be
  // read from its indexes alone), and no autovacuum of the fresh million rows running behind
  // the timed calls.
  await pool.query('vacuum analyze documents');
  await pool.query('vacuum analyze instalments');
  const { rows: counted } = await pool.query<{ n: string }>(
    'select count(*) as n from instalments where company_id = $1',
    [company],
  );
  console.log(
    `loaded ${counted[0].n} instalments in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const app = await bench.app();
  const headers = await bench.signIn(app);
  const get = getter(app, headers);
  console.log(`\n${os.cpus().length} cores, Node ${process.version}\n`);
  console.log(
    await latencyTable([
      ['GET /api/instalments (page 1, by due date)', 200, get('/api/instalments')],
      [
        'GET /api/instalments?customer_id&overdue=true (a filter)',
        200,
        get(`/api/instalments?customer_id=${customers[3]}&overdue=true`),
      ],
      [
        'GET /api/instalments?page=2000 (a deep page: 49,975 skipped)',
        100,
        get('/api/instalments?page=2000&perPage=25'),
      ],
      [
        'GET /api/instalments?due_from&due_to (a month)',
        200,
        get('/api/instalments?due_from=2024-03-01&due_to=2024-03-31'),
      ],
      ['GET /api/instalments/summary (every open one)', 50, get('/api/instalments/summary')],
    ]),
  );

  // Payments of the payer, each settling 500 of its open instalments (oldest first).
  const { rows: open } = await pool.query<{ id: number; open: string }>(
    `select id, open_amount::text as open from instalments
     where company_id = $1 and customer_id = $2 and open_amount > 0
     order by due_date, id limit $3`,
    [company, payer, PER_PAYMENT * (PAYMENTS + 5)],
  );
  let next = 0;
  const pay = async () => {
    const batch = open.slice(next, next + PER_PAYMENT);
    next += PER_PAYMENT;
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments',
      headers,
      payload: {
        customer_id: payer,
        payment_date: '2026-12-01',
        amount: batch.reduce((sum, i) => sum + Number(i.open), 0).toFixed(2),
        method: 'MP05',
        allocations: batch.map((i) => ({ instalment_id: i.id, amount: i.open })),
      },
    });
    if (response.statusCode !== 201) throw new Error(response.body.slice(0, 300));
  };
  const paid = await timed(pay, PAYMENTS);
  console.log(
    `| POST /api/payments (${PER_PAYMENT} instalments allocated) | ${PAYMENTS} | ${paid.p50.toFixed(1)} | ${paid.p95.toFixed(1)} | ${paid.max.toFixed(1)} |`,
  );

  // RiBa batches of 10,000 effects (the file written, the instalments presented), then the
  // bank's credit of each: customers banking in Italy, instalments not yet settled.
  const { rows: riba } = await pool.query<{ id: number }>(
    `select i.id from instalments i join customers c on c.company_id = i.company_id and c.id = i.customer_id
     where i.company_id = $1 and i.open_amount > 0 and i.method = 'MP12' and i.bank_state = 'none'
       and c.iban like 'IT%' and i.customer_id <> $2
     order by i.due_date, i.id limit $3`,
    [company, payer, RIBA_EFFECTS * (RIBA_BATCHES + 5)],
  );
  const { rows: accounts } = await pool.query<{ id: number }>(
    'select id from bank_accounts where company_id = $1 and sia_code is not null order by id limit 1',
    [company],
  );
  const ids: number[] = [];
  let turn = 0;
  const present = async () => {
    const chosen = riba.slice(turn * RIBA_EFFECTS, (turn + 1) * RIBA_EFFECTS).map((r) => r.id);
    turn++;
    const response = await app.inject({
      method: 'POST',
      url: '/api/bank-batches',
      headers,
      payload: {
        kind: 'riba',
        bank_account_id: accounts[0].id,
        credit_date: todayIn(),
        instalment_ids: chosen,
      },
    });
    if (response.statusCode !== 201) throw new Error(response.body.slice(0, 300));
    ids.push(response.json().item.id);
  };
  const presented = await timed(present, RIBA_BATCHES);
  let credited = 0;
  const credit = async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/bank-batches/${ids[credited++]}/credit`,
      headers,
      payload: { date: todayIn() },
    });
    if (response.statusCode !== 200) throw new Error(response.body.slice(0, 300));
  };
  const creditedTimes = await timed(credit, RIBA_BATCHES);
  const file = await app.inject({
    method: 'GET',
    url: `/api/bank-batches/${ids[0]}/file`,
    headers,
  });
  console.log(
    `| POST /api/bank-batches (RiBa, ${RIBA_EFFECTS.toLocaleString('en')} effects, CBI file ${(file.body.length / 1e6).toFixed(1)} MB) | ${RIBA_BATCHES} | ${presented.p50.toFixed(1)} | ${presented.p95.toFixed(1)} | ${presented.max.toFixed(1)} |`,
  );
  console.log(
    `| POST /api/bank-batches/{id}/credit (${RIBA_EFFECTS.toLocaleString('en')} payments) | ${RIBA_BATCHES} | ${creditedTimes.p50.toFixed(1)} | ${creditedTimes.p95.toFixed(1)} | ${creditedTimes.max.toFixed(1)} |`,
  );
} finally {
  await bench.close();
}
