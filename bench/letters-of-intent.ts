/**
 * `npm run bench` (letters of intent): the plafond of a habitual exporter with 10,000 issued
 * invoices, credit notes among them, all citing its letters (target p95 under 20 ms). The
 * customer's letters with what each used, a draft invoice read with the letter it would
 * cite, and the issue of N3.5 drafts (the letters locked, their use summed, the draft linked).
 * BENCH_INVOICES lowers the size for a quick try.
 */
import os from 'node:os';
import { getter, latencyTable, startBench, timed } from './harness';

const INVOICES = Number(process.env.BENCH_INVOICES ?? 10_000);
const ISSUES = 50;

const bench = await startBench('bench-letters', console.log);
try {
  const { pool } = bench.database;
  const t0 = performance.now();
  const { rows: found } = await pool.query<{ company: number; customer: number; article: number }>(
    `select c.company_id as company, c.id as customer,
            (select id from articles a where a.company_id = c.company_id order by id limit 1) as article
     from customers c join companies co on co.id = c.company_id
     where co.name = 'Alfa S.r.l.' order by c.id limit 1`,
  );
  const { company, customer, article } = found[0];
  // Two letters of 2026: the older one almost used up by the invoices, the newer one open.
  const { rows: letters } = await pool.query<{ id: number }>(
    `insert into letters_of_intent (company_id, customer_id, protocol, protocol_date, valid_from, valid_to, amount)
     values ($1, $2, '26010112345678901-000001', '2026-01-02', '2026-01-01', '2026-12-31', $3),
            ($1, $2, '26060112345678901-000002', '2026-06-01', '2026-06-01', '2026-12-31', 1000000)
     returning id`,
    [company, customer, INVOICES * 100],
  );
  // INVOICES issued documents of 2026 at 0 % N3.5 (one in ten a credit note), 99 € each.
  await pool.query(
    `insert into documents (company_id, type, year, number, customer_id, customer_name, status,
                            document_date, subtotal, net_total, total, amount_due, intent_amount,
                            issued_at)
     select $1, case when i % 10 = 0 then 'credit-note' else 'invoice' end, 2026, 500000 + i, $2,
            'Esportatore', 0, '2026-01-01'::date + (i % 330), 99, 99, 99, 99, 99, now()
     from generate_series(1, $3) as i`,
    [company, customer, INVOICES],
  );
  await pool.query(
    `insert into letter_of_intent_documents (company_id, document_id, letter_id)
     select company_id, id, $3 from documents
     where company_id = $1 and customer_id = $2 and number > 500000`,
    [company, customer, letters[0].id],
  );
  // The counters the issue keeps (plafond.ts), as if each document had been issued.
  await pool.query(
    `update letters_of_intent l set used = s.used, used_documents = s.n
     from (select sum(case when d.type = 'credit-note' then -d.intent_amount else d.intent_amount end) as used,
                  count(*)::int as n
           from letter_of_intent_documents x join documents d on d.company_id = x.company_id and d.id = x.document_id
           where x.letter_id = $1) s
     where l.id = $1`,
    [letters[0].id],
  );
  await pool.query('analyze');
  console.log(
    `loaded ${INVOICES} issued documents citing a letter in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const app = await bench.app();
  const headers = await bench.signIn(app);
  const call = async (method: 'POST', url: string, payload: object, expected: number) => {
    const response = await app.inject({ method, url: `/api${url}`, headers, payload });
    if (response.statusCode !== expected) throw new Error(`${url}: ${response.body.slice(0, 300)}`);
    return response.json();
  };
  /** A draft invoice of today for the exporter with one N3.5 row of 10 €: its id. */
  const draft = async () =>
    (
      await call(
        'POST',
        '/documents',
        {
          type: 'invoice',
          customer_id: customer,
          document_date: '2026-12-01',
          rows: [
            {
              article_id: article,
              quantity: '1',
              unit_price: '10',
              vat_rate: '0',
              vat_nature: 'N3.5',
            },
          ],
        },
        201,
      )
    ).item.id as number;
  const readDraft = await draft();
  const get = getter(app, headers);
  console.log(`\n${os.cpus().length} cores, Node ${process.version}\n`);
  console.log(
    await latencyTable([
      [
        `GET /api/customers/{id}/letters-of-intent (${INVOICES} documents)`,
        200,
        get(`/api/customers/${customer}/letters-of-intent`),
      ],
      ['GET /api/documents/{id} (a draft with N3.5 rows)', 200, get(`/api/documents/${readDraft}`)],
    ]),
  );
  // Issues: each call a new draft, timed on the issue alone.
  const drafts: number[] = [];
  for (let i = 0; i < ISSUES + 5; i++) drafts.push(await draft());
  let next = 0;
  const issued = await timed(
    () => call('POST', `/documents/${drafts[next++]}/issue`, { document_date: '2026-12-01' }, 200),
    ISSUES,
  );
  console.log(
    `| POST /api/documents/{id}/issue (N3.5, plafond checked) | ${ISSUES} | ${issued.p50.toFixed(1)} | ${issued.p95.toFixed(1)} | ${issued.max.toFixed(1)} |`,
  );
} finally {
  await bench.close();
}
