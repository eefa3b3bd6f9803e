/**
 * `npm run bench` (SDI): 1,000 invoices of 10 rows issued today for Alfa S.r.l.; then the time
 * of the period's zip (`GET /api/documents/sdi-export`: one FatturaPA file each, all marked
 * sent; target < 10 s) and of uploading a zip of their 1,000 delivery receipts. Each export
 * run puts the documents back to "to send" first. BENCH_INVOICES lowers the count.
 */
import { strToU8, zipSync } from 'fflate';
import { withPauses, startBench } from './harness';
import { receipts } from '../tests/support/sdiReceipts';

const INVOICES = Number(process.env.BENCH_INVOICES ?? 1_000);
const RUNS = 3;

const bench = await startBench('bench-sdi', console.log);
try {
  const { pool } = bench.database;
  const app = await bench.app();
  const headers = await bench.signIn(app);
  const today = new Date().toISOString().slice(0, 10);
  const [{ id: customer }] = (
    await pool.query<{ id: number }>(`select id from customers where company_id = 1 limit 1`)
  ).rows;
  const made = performance.now();
  for (let n = 0; n < INVOICES; n++) {
    const created = await app.inject({
      method: 'POST',
      url: '/api/documents',
      headers,
      payload: {
        type: 'invoice',
        customer_id: customer,
        document_date: today,
        reference: `Bench SDI ${n}`,
        rows: Array.from({ length: 10 }, (_, i) => ({
          description: `Riga ${i + 1}: consulenza tecnica, perché è più forte (ő)`,
          quantity: String(1 + (i % 3)),
          unit_price: `${(i % 9) + 1}.50`,
          vat_rate: i % 4 ? '22' : '10',
        })),
      },
    });
    if (created.statusCode !== 201) throw new Error(`create: ${created.body.slice(0, 300)}`);
    const doc = created.json().item;
    // With drafts, an invoice is issued by its own call.
    if (doc.number === null) {
      const issued = await app.inject({
        method: 'POST',
        url: `/api/documents/${doc.id}/issue`,
        headers,
        payload: {},
      });
      if (issued.statusCode !== 200) throw new Error(`issue: ${issued.body.slice(0, 300)}`);
    }
  }
  console.log(`${INVOICES} invoices made in ${((performance.now() - made) / 1000).toFixed(0)} s`);

  const reset = () =>
    pool.query(
      `update documents set sdi_status = null, sdi_file_name = null, sdi_progressive = null,
         sdi_sent_at = null where company_id = 1 and document_date = $1`,
      [today],
    );
  const url = `/api/documents/sdi-export?date_from=${today}&date_to=${today}`;
  const lines = [
    '| call | run | files | seconds | longest event-loop pause ms |',
    '|---|---|---|---|---|',
  ];
  let names: string[] = [];
  for (let run = 1; run <= RUNS; run++) {
    await reset();
    const { result, seconds, pauseMs } = await withPauses(() =>
      app.inject({ method: 'GET', url, headers }),
    );
    if (result.statusCode !== 200) throw new Error(`export: ${result.body.slice(0, 300)}`);
    const count = Number(result.headers['x-document-count']);
    lines.push(
      `| GET sdi-export (zip) | ${run} | ${count} | ${seconds.toFixed(2)} | ${pauseMs.toFixed(0)} |`,
    );
    if (run === RUNS) {
      const { rows } = await pool.query<{ name: string }>(
        `select sdi_file_name as name from documents where company_id = 1 and sdi_file_name is not null and sdi_status = 1`,
      );
      names = rows.map((r) => r.name);
    }
  }

  const zip = zipSync(
    Object.fromEntries(names.map((name) => [`${name}_RC.xml`, strToU8(receipts.RC(name))])),
  );
  const boundary = '----benchsdi';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="ricevute.zip"\r\nContent-Type: application/zip\r\n\r\n`,
    ),
    Buffer.from(zip),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const { result, seconds, pauseMs } = await withPauses(() =>
    app.inject({
      method: 'POST',
      url: '/api/documents/sdi-receipts',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    }),
  );
  if (result.statusCode !== 200) throw new Error(`receipts: ${result.body.slice(0, 300)}`);
  lines.push(
    `| POST sdi-receipts (zip of RC) | 1 | ${result.json().updated} | ${seconds.toFixed(2)} | ${pauseMs.toFixed(0)} |`,
  );
  console.log(lines.join('\n'));
} finally {
  await bench.close();
}
