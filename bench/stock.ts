/**
 * `npm run bench` (stock, docs/stock.md): the stock figures are counters, never summed per
 * request, so they cost the same whatever the ledger holds.
 * 1. One article with BENCH_MOVEMENTS (10,000,000) movements, loaded with `INSERT ... SELECT
 *    generate_series` in chunks: GET /api/articles/{id} (on hand, reserved, available) and the
 *    article's ledger page (target p95 < 20 ms for the figures).
 * 2. BENCH_ARTICLES (200,000) articles with stock: the article list with its stock columns,
 *    first and deep page, and "sotto scorta" (target p95 < 50 ms).
 * 3. A DDT of BENCH_DDT_ITEMS (200) items of as many stocked articles, confirmed (target under
 *    200 ms): BENCH_DDT_RUNS lists, each timed once.
 */
import { getter, latencyTable, startBench } from './harness';

const MOVEMENTS = Number(process.env.BENCH_MOVEMENTS ?? 10_000_000);
const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 200_000);
const DDT_ITEMS = Number(process.env.BENCH_DDT_ITEMS ?? 200);
const DDT_RUNS = Number(process.env.BENCH_DDT_RUNS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const CHUNK = 1_000_000;

const seconds = (start: number) => ((performance.now() - start) / 1000).toFixed(1);

const bench = await startBench('bench-stock', console.log);
try {
  const { pool } = bench.database;
  const [{ id: articleId }] = (
    await pool.query<{ id: number }>(
      "select id from articles where company_id = 1 and code = 'VIT-M6-20'",
    )
  ).rows;

  // 1. Ten million movements of one article: +2 and -1 in turn, over ten years.
  let start = performance.now();
  for (let from = 1; from <= MOVEMENTS; from += CHUNK) {
    const to = Math.min(MOVEMENTS, from + CHUNK - 1);
    await pool.query(
      `insert into stock_movements (company_id, article_id, date, quantity, reason, note)
       select 1, $1, date '2016-01-01' + (i % 3650), case when i % 2 = 0 then 2 else -1 end,
              'other', null
       from generate_series($2::int, $3::int) as i`,
      [articleId, from, to],
    );
    console.log(`stock bench: ${to} movements, ${seconds(start)} s`);
  }
  await pool.query(
    `update articles set on_hand = (select sum(quantity) from stock_movements
       where company_id = 1 and article_id = $1) where company_id = 1 and id = $1`,
    [articleId],
  );
  const loadMovements = seconds(start);
  start = performance.now();
  await pool.query('vacuum analyze stock_movements');
  const vacuum = seconds(start);

  // 2. 200,000 stocked articles, some below their minimum.
  start = performance.now();
  await pool.query(
    `insert into articles (company_id, code, description, unit, price, vat_rate, lifecycle_status,
                           pricing_type, stocked, on_hand, reserved, min_stock, cost)
     select 1, 'STK-' || lpad(i::text, 7, '0'),
            (array['Vite','Bullone','Rondella','Pannello','Tubo','Lamiera'])[1 + i % 6] || ' ' || md5(i::text),
            'pz', (i % 10000) / 100.0, '22', 2, 0, i % 20 <> 0, i % 500, i % 7,
            case when i % 3 = 0 then 100 end, (i % 5000) / 100.0
     from generate_series(1, $1) as i`,
    [ARTICLES],
  );
  await pool.query('vacuum analyze articles');
  const loadArticles = seconds(start);

  // 3. The DDTs: an order of DDT_ITEMS rows of different stocked articles, ready, on a list.
  const app = await bench.app();
  const headers = await bench.signIn(app);
  const call = async (method: 'POST' | 'PUT', url: string, payload: object, status: number) => {
    const response = await app.inject({ method, url: `/api${url}`, headers, payload });
    if (response.statusCode !== status) throw new Error(`${url}: ${response.body.slice(0, 300)}`);
    return response.json();
  };
  const { rows: customers } = await pool.query<{ id: number }>(
    'select id from customers where company_id = 1 order by id limit 1',
  );
  const confirmations: number[] = [];
  for (let run = 0; run < DDT_RUNS; run++) {
    const { rows: stocked } = await pool.query<{ id: number }>(
      `select id from articles where company_id = 1 and code like 'STK-%' and stocked
         and on_hand >= 10 order by id offset $1 limit $2`,
      [run * DDT_ITEMS, DDT_ITEMS],
    );
    const order = await call(
      'POST',
      '/documents',
      {
        type: 'order',
        customer_id: customers[0].id,
        document_date: '2026-11-20',
        status: 1,
        rows: stocked.map((a, i) => ({
          article_id: a.id,
          description: `Riga ${i + 1}`,
          quantity: '2',
          unit_price: '1.5',
          status: 2,
        })),
      },
      201,
    );
    const list = await call(
      'POST',
      '/shipping-lists',
      { date: '2026-12-01', transport_by: 'sender' },
      201,
    );
    for (const row of order.item.rows as { id: number }[]) {
      const added = await call(
        'POST',
        `/shipping-lists/${list.item.id}/item`,
        { document_row_id: row.id, quantity: '2', parcels: 1 },
        201,
      );
      await call('POST', `/shipping-lists/item/${added.item.id}/label`, {}, 201);
    }
    const begin = performance.now();
    await call('POST', `/shipping-lists/${list.item.id}/confirm`, {}, 200);
    confirmations.push(performance.now() - begin);
  }

  const get = getter(app, headers);
  const table = await latencyTable([
    [
      `GET /api/articles/{id} (${MOVEMENTS.toLocaleString('en')} movements)`,
      RUNS,
      get(`/api/articles/${articleId}`),
    ],
    [
      'GET /api/stock-movements?article_id (its ledger, page 1)',
      RUNS,
      get(`/api/stock-movements?article_id=${articleId}`),
    ],
    [
      `GET /api/articles (page 1 of ${ARTICLES.toLocaleString('en')}, stock columns)`,
      RUNS,
      get('/api/articles'),
    ],
    ['GET /api/articles?page=4000 (a deep page)', RUNS, get('/api/articles?page=4000')],
    ['GET /api/articles?below_min=true (sotto scorta)', RUNS, get('/api/articles?below_min=true')],
    ['GET /api/stock-valuation (today: counters only)', 20, get('/api/stock-valuation')],
  ]);
  const sorted = [...confirmations].sort((a, b) => a - b);
  console.log(
    `\nstock bench: ${MOVEMENTS} movements loaded in ${loadMovements} s, vacuum analyze ${vacuum} s`,
  );
  console.log(`stock bench: ${ARTICLES} articles loaded in ${loadArticles} s`);
  console.log(
    `stock bench: DDT of ${DDT_ITEMS} items confirmed in ${sorted.map((t) => t.toFixed(1)).join(', ')} ms`,
  );
  console.log(`\n${table}`);
} finally {
  await bench.close();
}
