/**
 * `npm run bench` (second part): article import of generated CSV and XLSX files of growing size,
 * through the real route (multipart, validation, batched upsert) on the embedded PostgreSQL.
 * Reports wall time and the peak resident memory above the level before each import.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { buildApp } from '../server/app';
import { connect } from '../server/db/client';
import { startEmbeddedPostgres } from '../server/db/embedded';
import { prepareDatabase } from '../server/db/migrate';
import { DEMO_PASSWORD } from '../server/db/seed';

const SIZES = (process.env.BENCH_IMPORT_ROWS ?? '10000,50000,100000').split(',').map(Number);

// The XLSX files carry new prices for the codes the CSV files created: their commits are real
// updates (a new version of every row), not rows skipped as unchanged.
const row = (i: number, format: 'csv' | 'xlsx') => [
  `IMP-${String(i).padStart(7, '0')}`,
  `Articolo importato ${i}`,
  'pz',
  `${((i % 9999) + (format === 'xlsx' ? 7 : 0)) / 100}`.replace('.', ','),
  '22',
];
const HEADER = ['Codice', 'Descrizione', 'UM', 'Prezzo', 'IVA'];

function csv(rows: number): Buffer {
  const lines = [HEADER.join(';')];
  for (let i = 1; i <= rows; i++) lines.push(row(i, 'csv').join(';'));
  return Buffer.from(lines.join('\n'));
}

async function xlsx(rows: number): Promise<Buffer> {
  const file = path.join(os.tmpdir(), `bench-import-${rows}.xlsx`);
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: false,
  });
  const sheet = writer.addWorksheet('Articoli');
  sheet.addRow(HEADER).commit();
  for (let i = 1; i <= rows; i++) sheet.addRow(row(i, 'xlsx')).commit();
  await writer.commit();
  const data = fs.readFileSync(file);
  fs.rmSync(file);
  return data;
}

function multipart(file: Buffer, mode: string) {
  const boundary = '----gestionalebench';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="mode"\r\n\r\n${mode}\r\n`,
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f"\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gestionale-bench-import-'));
const embedded = await startEmbeddedPostgres(path.join(dir, 'postgres'), () => {});
const database = connect(embedded.url);
try {
  await prepareDatabase(database.pool, { seed: true, log: () => {} });
  const app = await buildApp({
    database,
    jwtSecret: 'bench-secret-bench-secret-bench-secret',
    dataDir: dir,
    rateLimitMax: 1e9,
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: 'admin@example.com', password: DEMO_PASSWORD },
  });
  const authorization = `Bearer ${login.json().authToken}`;
  await app.inject({
    method: 'POST',
    url: '/api/user/select-company',
    headers: { authorization },
    payload: { company_id: 1 },
  });

  const lines = [
    '| file | rows | size MB | mode | seconds | peak RSS above start, MB |',
    '|---|---|---|---|---|---|',
  ];
  for (const format of ['csv', 'xlsx'] as const) {
    for (const rows of SIZES) {
      const file = format === 'csv' ? csv(rows) : await xlsx(rows);
      for (const mode of ['preview', 'commit']) {
        (globalThis as { gc?: () => void }).gc?.();
        const base = process.memoryUsage().rss;
        let peak = base;
        const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
        const body = multipart(file, mode);
        const started = performance.now();
        const response = await app.inject({
          method: 'POST',
          url: '/api/articles/import',
          headers: { authorization, 'content-type': body.contentType },
          payload: body.payload,
        });
        const seconds = (performance.now() - started) / 1000;
        clearInterval(sampler);
        peak = Math.max(peak, process.memoryUsage().rss);
        if (response.statusCode !== 200)
          throw new Error(
            `${format} ${rows} ${mode}: ${response.statusCode} ${response.body.slice(0, 300)}`,
          );
        const summary = response.json().summary;
        lines.push(
          `| ${format} | ${rows} | ${(file.length / 1e6).toFixed(1)} | ${mode} (${summary.create} new, ${summary.update} updated) | ${seconds.toFixed(1)} | ${((peak - base) / 1e6).toFixed(0)} |`,
        );
      }
    }
  }
  console.log(`\nArticle import, ${os.cpus().length} cores, Node ${process.version}\n`);
  console.log(lines.join('\n'));
  await app.close();
} finally {
  await database.pool.end();
  await embedded.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
