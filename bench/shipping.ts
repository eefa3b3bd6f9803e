/**
 * `npm run bench` (shipping): the labels PDF of 500 parcels in one file (target under 5 s):
 * an order of 100 ready rows on one shipping list, 5 parcels an item, one label each, printed
 * with one `GET /api/documents/labels/pdf?ids=` in each format; and one label of 5 parcels.
 * Then the DDT PDF of 200 lines (target under 100 ms warm): an order of 200 rows
 * on one list, `GET /api/shipping-lists/{id}/pdf`, open (draft) and in two languages.
 * BENCH_PARCELS (a multiple of 5), BENCH_DDT_LINES and BENCH_RUNS lower the sizes.
 */
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { getter, latencyTable, startBench } from './harness';

const PARCELS = Number(process.env.BENCH_PARCELS ?? 500);
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const PER_ITEM = 5;
const DDT_LINES = Number(process.env.BENCH_DDT_LINES ?? 200);

const bench = await startBench('bench-shipping', console.log);
try {
  const app = await bench.app();
  const headers = await bench.signIn(app);
  const call = async (
    method: 'POST' | 'PUT',
    url: string,
    payload: object,
    status: number,
    instance: FastifyInstance = app,
  ) => {
    const response = await instance.inject({ method, url: `/api${url}`, headers, payload });
    if (response.statusCode !== status) throw new Error(`${url}: ${response.body.slice(0, 300)}`);
    return response.json();
  };

  const { pool } = bench.database;
  const { rows: customers } = await pool.query<{ id: number }>(
    'select id from customers where company_id = 1 order by id limit 1',
  );
  const { rows: articles } = await pool.query<{ id: number }>(
    'select id from articles where company_id = 1 order by id limit 10',
  );
  const items = PARCELS / PER_ITEM;
  const order = await call(
    'POST',
    '/documents',
    {
      type: 'order',
      customer_id: customers[0].id,
      document_date: '2026-11-20',
      reference: 'Bench etichette',
      rows: Array.from({ length: items }, (_, i) => ({
        article_id: articles[i % articles.length].id,
        description: `Riga ${i + 1}: bullone zincato, perché è più forte (ő, ű)`,
        quantity: '10',
        unit_price: '1.5',
        status: 2,
      })),
    },
    201,
  );
  const list = await call('POST', '/shipping-lists', { date: '2026-11-21', carrier: 'BRT' }, 201);
  const labels: number[] = [];
  for (const row of order.item.rows as { id: number }[]) {
    const added = await call(
      'POST',
      `/shipping-lists/${list.item.id}/item`,
      { document_row_id: row.id, quantity: '10', parcels: PER_ITEM, weight: '12.5' },
      201,
    );
    const labelled = await call('POST', `/shipping-lists/item/${added.item.id}/label`, {}, 201);
    labels.push(labelled.item.label.id);
  }

  // The DDT: one customer's order of DDT_LINES rows, each shipped whole in 1 to 3 parcels.
  const ddtOrder = await call(
    'POST',
    '/documents',
    {
      type: 'order',
      customer_id: customers[0].id,
      document_date: '2026-11-20',
      reference: 'Bench DDT',
      rows: Array.from({ length: DDT_LINES }, (_, i) => ({
        article_id: articles[i % articles.length].id,
        description: `Riga ${i + 1}: staffa zincata a caldo per scaffalature, perché dura (ő, ű)`,
        quantity: '4',
        unit_price: '2.5',
        status: 2,
      })),
    },
    201,
  );
  const ddt = await call('POST', '/shipping-lists', { date: '2026-11-21' }, 201);
  for (const [i, row] of (ddtOrder.item.rows as { id: number }[]).entries()) {
    await call(
      'POST',
      `/shipping-lists/${ddt.item.id}/item`,
      { document_row_id: row.id, quantity: '4', parcels: 1 + (i % 3), weight: '3.2' },
      201,
    );
  }

  const get = getter(app, headers);
  const ids = labels.join(',');
  const started = performance.now();
  const first = await get(`/api/documents/labels/pdf?ids=${ids}`)();
  const firstMs = performance.now() - started;
  const table = await latencyTable([
    [
      `GET /api/documents/labels/pdf (${PARCELS} parcels, thermal)`,
      RUNS,
      get(`/api/documents/labels/pdf?ids=${ids}`),
    ],
    [
      `GET /api/documents/labels/pdf (${PARCELS} parcels, A4 sheets of 4)`,
      RUNS,
      get(`/api/documents/labels/pdf?ids=${ids}&format=a4`),
    ],
    [
      `GET /api/documents/labels/{id}/pdf (${PER_ITEM} parcels)`,
      RUNS * 5,
      get(`/api/documents/labels/${labels[0]}/pdf`),
    ],
    [
      `GET /api/shipping-lists/{id}/pdf (DDT, ${DDT_LINES} lines, it)`,
      RUNS * 5,
      get(`/api/shipping-lists/${ddt.item.id}/pdf?locale=it`),
    ],
    [
      `GET /api/shipping-lists/{id}/pdf (DDT, ${DDT_LINES} lines, hu)`,
      RUNS * 5,
      get(`/api/shipping-lists/${ddt.item.id}/pdf?locale=hu`),
    ],
  ]);
  console.log(`\n${os.cpus().length} cores, Node ${process.version}\n`);
  console.log(table);
  const ddtPdf = await get(`/api/shipping-lists/${ddt.item.id}/pdf`)();
  const pages = (ddtPdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
  console.log(
    `\nDDT of ${DDT_LINES} lines: ${pages} pages, ${(ddtPdf.rawPayload.length / 1024).toFixed(0)} kB`,
  );
  console.log(
    `\nFirst print of ${PARCELS} parcels (labels "to print" -> "printed"): ${firstMs.toFixed(0)} ms, ${(first.rawPayload.length / 1024).toFixed(0)} kB`,
  );
} finally {
  await bench.close();
}
