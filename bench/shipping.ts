/**
 * `npm run bench` (shipping): the labels PDF of 500 parcels in one file (target under 5 s):
 * an order of 100 ready rows on one shipping list, 5 parcels an item, one label each, printed
 * with one `GET /api/documents/labels/pdf?ids=` in each format; and one label of 5 parcels.
 * BENCH_PARCELS (a multiple of 5) and BENCH_RUNS lower the sizes for a quick try.
 */
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { getter, latencyTable, startBench } from './harness';

const PARCELS = Number(process.env.BENCH_PARCELS ?? 500);
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const PER_ITEM = 5;

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
  ]);
  console.log(`\n${os.cpus().length} cores, Node ${process.version}\n`);
  console.log(table);
  console.log(
    `\nFirst print of ${PARCELS} parcels (labels "to print" -> "printed"): ${firstMs.toFixed(0)} ms, ${(first.rawPayload.length / 1024).toFixed(0)} kB`,
  );
} finally {
  await bench.close();
}
