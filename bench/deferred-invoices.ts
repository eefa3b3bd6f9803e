/**
 * `npm run bench` (deferred invoices): one month's deferred invoicing of 10,000 confirmed DDTs
 * for 1,000 customers (target under 20 s), as one `POST /api/documents/deferred-invoices` and
 * as the screen makes it (batches of ten customers), with the preview before. The customers,
 * orders (5 rows each) and DDTs (3 items each) are written with SQL; two months of them, one
 * for each way. BENCH_CUSTOMERS and BENCH_DDTS_PER_CUSTOMER lower the sizes for a quick try.
 * Then the order page: an order of 200 rows, each shipped on a DDT and invoiced in part,
 * read with its shipped and invoiced quantities (target p95 under 50 ms).
 */
import os from 'node:os';
import { getter, latencyTable, withPauses, startBench } from './harness';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 1000);
const PER_CUSTOMER = Number(process.env.BENCH_DDTS_PER_CUSTOMER ?? 10);
const BATCH = 10;
const MONTHS = [
  { from: '2025-10-01', to: '2025-10-31', first: 100_001 },
  { from: '2025-11-01', to: '2025-11-30', first: 200_001 },
];

const bench = await startBench('bench-deferred', console.log);
try {
  const { pool } = bench.database;
  const t0 = performance.now();
  const { rows: company } = await pool.query<{ id: number }>(
    `select id from companies where name = 'Alfa S.r.l.'`,
  );
  const companyId = company[0].id;
  await pool.query(
    `insert into general_regs (company_id, name, vat_number, city, province, country)
     select $1, 'Cliente differito ' || lpad(i::text, 4, '0') || ' S.r.l.',
            lpad((i * 7919 % 99999999999)::text, 11, '0'), 'Verona', 'VR', 'IT'
     from generate_series(1, $2) as i`,
    [companyId, CUSTOMERS],
  );
  await pool.query(
    `insert into customers (company_id, general_reg_id, registry_code, credit_limit, language)
     select $1, g.id, 'D' || lpad(g.id::text, 7, '0'), 5000, 'it'
     from general_regs g where g.company_id = $1 and g.name like 'Cliente differito %'`,
    [companyId],
  );
  await pool.query(
    `insert into documents (company_id, type, year, number, customer_id, customer_name, status,
                            document_date)
     select $1, 'order', 2025, 100000 + row_number() over (order by c.id), c.id, g.name, 1,
            '2025-09-15'
     from customers c join general_regs g on g.company_id = c.company_id and g.id = c.general_reg_id
     where c.company_id = $1 and g.name like 'Cliente differito %'`,
    [companyId],
  );
  await pool.query(
    `insert into document_rows (company_id, document_id, position, article_id, description,
                                quantity, unit_price, discount, vat_rate, net_amount, status)
     select $1, d.id, p, a.id, 'Articolo differito ' || p, 1000, 2.5 + p, case when p = 2 then 5 else 0 end,
            case when p = 5 then '10' else '22' end, 0, 2
     from documents d cross join generate_series(1, 5) as p
     join lateral (select id from articles where company_id = $1 order by id offset p - 1 limit 1) a on true
     where d.company_id = $1 and d.type = 'order' and d.number > 100000`,
    [companyId],
  );
  for (const month of MONTHS) {
    // PER_CUSTOMER DDTs a customer in the month, numbered from `first`, 3 items each.
    await pool.query(
      `insert into shipping_lists (company_id, number, year, date, status, customer_id)
       select $1, $2 + row_number() over (order by d.customer_id, k) - 1, 2025,
              $3::date + ((k * 5) % 28), 1, d.customer_id
       from documents d cross join generate_series(1, $4) as k
       where d.company_id = $1 and d.type = 'order' and d.number > 100000`,
      [companyId, month.first, month.from, PER_CUSTOMER],
    );
    await pool.query(
      `insert into shipping_items (company_id, shipping_list_id, document_row_id, quantity, parcels)
       select $1, l.id, r.id, 3, 1
       from shipping_lists l
       join documents d on d.company_id = l.company_id and d.customer_id = l.customer_id
                       and d.type = 'order' and d.number > 100000
       join document_rows r on r.company_id = d.company_id and r.document_id = d.id and r.position <= 3
       where l.company_id = $1 and l.date between $2 and $3`,
      [companyId, month.from, month.to],
    );
  }
  await pool.query('analyze');
  const { rows: counts } = await pool.query<{ ddts: number; items: number }>(
    `select count(distinct l.id)::int as ddts, count(*)::int as items
     from shipping_lists l join shipping_items i on i.company_id = l.company_id and i.shipping_list_id = l.id
     where l.company_id = $1 and l.date between '2025-10-01' and '2025-10-31'`,
    [companyId],
  );
  console.log(
    `loaded ${CUSTOMERS} customers with ${counts[0].ddts} DDTs (${counts[0].items} items) a month in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const app = await bench.app();
  const headers = await bench.signIn(app);
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await app.inject({ method, url: `/api${url}`, headers, payload });
    const expected = method === 'GET' ? 200 : 201;
    if (response.statusCode !== expected) throw new Error(`${url}: ${response.body.slice(0, 300)}`);
    return response.json();
  };

  const [october, november] = MONTHS;
  const query = `from=${october.from}&to=${october.to}`;
  const preview = await withPauses(() => call('GET', `/documents/deferred-invoices?${query}`));
  const single = await withPauses(() =>
    call('POST', '/documents/deferred-invoices', { from: october.from, to: october.to }),
  );
  // As the screen does it: the preview's customers, ten a call.
  const customers = (
    await call('GET', `/documents/deferred-invoices?from=${november.from}&to=${november.to}`)
  ).items.map((item: { customer: { id: number } }) => item.customer.id) as number[];
  const batched = await withPauses(async () => {
    let made = 0;
    for (let i = 0; i < customers.length; i += BATCH) {
      const answer = await call('POST', '/documents/deferred-invoices', {
        from: november.from,
        to: november.to,
        customer_ids: customers.slice(i, i + BATCH),
      });
      made += answer.items.length;
    }
    return made;
  });
  const { rows: billed } = await pool.query<{ rows: number }>(
    `select count(*)::int as rows from document_rows where company_id = $1 and shipping_item_id is not null`,
    [companyId],
  );

  console.log(`\n${os.cpus().length} cores, Node ${process.version}\n`);
  const line = (name: string, r: { seconds: number; pauseMs: number }, note: string) =>
    console.log(`| ${name} | ${r.seconds.toFixed(2)} s | ${r.pauseMs.toFixed(0)} ms | ${note} |`);
  console.log('| scenario | time | longest event-loop pause | result |');
  console.log('| --- | --- | --- | --- |');
  line(
    `GET preview (${counts[0].ddts} DDTs, ${CUSTOMERS} customers)`,
    preview,
    `${preview.result.items.length} invoices to make`,
  );
  line(
    `POST, one call (${counts[0].ddts} DDTs, ${CUSTOMERS} customers)`,
    single,
    `${single.result.items.length} draft invoices`,
  );
  line(
    `POST in batches of ${BATCH} customers (the screen)`,
    batched,
    `${batched.result} draft invoices in ${Math.ceil(customers.length / BATCH)} calls`,
  );
  console.log(`\n${billed[0].rows} DDT items billed in all (each once).`);
  console.log(`\nThe order page (200 rows, each on a DDT and invoiced in part):\n`);
  console.log(
    await latencyTable([
      ['GET /api/documents/{id}', 200, getter(app, headers)(`/api/documents/${await bigOrder()}`)],
    ]),
  );
} finally {
  await bench.close();
}

/**
 * An order of 200 rows of the first bench customer, each row shipped (3 of 10) on one of
 * ten confirmed DDTs and invoiced (4 of 10) by a converted invoice: its id.
 */
async function bigOrder() {
  const { pool } = bench.database;
  const { rows } = await pool.query<{ id: number; customer: number; company: number }>(
    `insert into documents (company_id, type, year, number, customer_id, customer_name, status, document_date)
     select company_id, 'order', 2025, 900001, customer_id, customer_name, 1, '2025-09-20'
     from documents where type = 'order' and number = 100001 returning id, customer_id as customer, company_id as company`,
  );
  const [{ id, customer, company }] = rows;
  await pool.query(
    `insert into document_rows (company_id, document_id, position, description, quantity, unit_price, vat_rate, net_amount, status)
     select $1, $2, p, 'Riga ' || p, 10, 2.5, '22', 25, 2 from generate_series(1, 200) p`,
    [company, id],
  );
  await pool.query(
    `insert into documents (company_id, type, year, customer_id, customer_name, status, document_date, related_document_id)
     values ($1, 'invoice', 2025, $2, 'Bench', 0, '2025-09-21', $3)`,
    [company, customer, id],
  );
  await pool.query(
    `insert into document_rows (company_id, document_id, position, description, quantity, unit_price, vat_rate, net_amount, order_row_id)
     select r.company_id, i.id, r.position, r.description, 4, r.unit_price, r.vat_rate, 10, r.id
     from document_rows r join documents i on i.company_id = r.company_id and i.related_document_id = r.document_id
     where r.document_id = $1`,
    [id],
  );
  await pool.query(
    `insert into shipping_lists (company_id, number, year, date, status, customer_id)
     select $1, 900000 + k, 2025, '2025-09-25', 1, $2 from generate_series(1, 10) k`,
    [company, customer],
  );
  await pool.query(
    `insert into shipping_items (company_id, shipping_list_id, document_row_id, quantity, parcels)
     select r.company_id, l.id, r.id, 3, 1 from document_rows r
     join shipping_lists l on l.company_id = r.company_id and l.number = 900000 + (r.position % 10) + 1
     where r.document_id = $1`,
    [id],
  );
  await pool.query('analyze');
  return id;
}
