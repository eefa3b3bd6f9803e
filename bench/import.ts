/**
 * `npm run bench` (second part): article import of generated CSV and XLSX files of growing size,
 * through the real route (multipart, validation, batched upsert) on the embedded PostgreSQL.
 * Reports wall time, the peak resident memory above the level before each import, and the
 * longest event-loop pause during it (what every other request would have waited).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { formData } from '../tests/server/formData';
import { signIn, startBench, withPauses } from './harness';

const SIZES = (process.env.BENCH_IMPORT_ROWS ?? '10000,50000,100000').split(',').map(Number);
const FORMATS = (process.env.BENCH_IMPORT_FORMATS ?? 'csv,xlsx,xlsx-shared').split(',') as (
  'csv' | 'xlsx' | 'xlsx-shared'
)[];

// The XLSX files carry new prices for the codes the CSV files created: their commits are real
// updates (a new version of every row), not rows skipped as unchanged.
const row = (i: number, format: 'csv' | 'xlsx' | 'xlsx-shared') => [
  `IMP-${String(i).padStart(7, '0')}`,
  `Articolo importato ${i}`,
  'pz',
  `${((i % 9999) + { csv: 0, xlsx: 7, 'xlsx-shared': 8 }[format]) / 100}`.replace('.', ','),
  '22',
];
const HEADER = ['Codice', 'Descrizione', 'UM', 'Prezzo', 'IVA'];

function csv(rows: number): Buffer {
  const lines = [HEADER.join(';')];
  for (let i = 1; i <= rows; i++) lines.push(row(i, 'csv').join(';'));
  return Buffer.from(lines.join('\n'));
}

/** An xlsx of inline strings, or of shared strings (every description a string of its own). */
async function xlsx(rows: number, useSharedStrings = false): Promise<Buffer> {
  const file = path.join(os.tmpdir(), `bench-import-${rows}.xlsx`);
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings });
  const sheet = writer.addWorksheet('Articoli');
  sheet.addRow(HEADER).commit();
  for (let i = 1; i <= rows; i++) sheet.addRow(row(i, 'xlsx')).commit();
  await writer.commit();
  const data = fs.readFileSync(file);
  fs.rmSync(file);
  return data;
}

const bench = await startBench('bench-import');
try {
  const app = await bench.app();
  const headers = await signIn(app);

  const lines = [
    '| file | rows | size MB | mode | seconds | peak RSS above start, MB | longest pause, ms |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const format of FORMATS) {
    for (const rows of SIZES) {
      const file = format === 'csv' ? csv(rows) : await xlsx(rows, format === 'xlsx-shared');
      for (const mode of ['preview', 'commit']) {
        (globalThis as { gc?: () => void }).gc?.();
        const base = process.memoryUsage().rss;
        let peak = base;
        const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
        const body = formData({ mode }, { field: 'file', data: file, filename: 'f' });
        const {
          result: response,
          seconds,
          pauseMs,
        } = await withPauses(() =>
          app.inject({
            method: 'POST',
            url: '/api/articles/import',
            headers: { ...headers, ...body.headers },
            payload: body.payload,
          }),
        );
        clearInterval(sampler);
        peak = Math.max(peak, process.memoryUsage().rss);
        if (response.statusCode !== 200)
          throw new Error(
            `${format} ${rows} ${mode}: ${response.statusCode} ${response.body.slice(0, 300)}`,
          );
        const summary = response.json().summary;
        lines.push(
          `| ${format} | ${rows} | ${(file.length / 1e6).toFixed(1)} | ${mode} (${summary.create} new, ${summary.update} updated) | ${seconds.toFixed(1)} | ${((peak - base) / 1e6).toFixed(0)} | ${pauseMs.toFixed(0)} |`,
        );
      }
    }
  }
  console.log(`\nArticle import, ${os.cpus().length} cores, Node ${process.version}\n`);
  console.log(lines.join('\n'));
} finally {
  await bench.close();
}
