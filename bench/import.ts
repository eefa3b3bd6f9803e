/**
 * `npm run bench` (second part): article import of generated CSV and XLSX files of growing size,
 * through the real route (multipart, validation, batched upsert) on the embedded PostgreSQL.
 * Reports wall time, the peak resident memory above the level before each import, and the
 * longest event-loop pause during it (what every other request would have waited).
 *
 * Each case runs `BENCH_IMPORT_REPEAT` times (default 3), each after a full collection (`gc`),
 * with the memory sampled every 10 ms: the table gives the median time, the highest peak and
 * the longest pause of the runs (the peak depends on when the collector happens to run, so one
 * run says little). Before every run of a commit the articles are put back as they were before
 * the first, so that each run writes the same rows.
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
const REPEAT = Number(process.env.BENCH_IMPORT_REPEAT ?? 3);

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
async function xlsx(rows: number, format: 'xlsx' | 'xlsx-shared'): Promise<Buffer> {
  const useSharedStrings = format === 'xlsx-shared';
  const file = path.join(os.tmpdir(), `bench-import-${rows}.xlsx`);
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings });
  const sheet = writer.addWorksheet('Articoli');
  sheet.addRow(HEADER).commit();
  for (let i = 1; i <= rows; i++) sheet.addRow(row(i, format)).commit();
  await writer.commit();
  const data = fs.readFileSync(file);
  fs.rmSync(file);
  return data;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
const load = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0];

const bench = await startBench('bench-import');
try {
  const app = await bench.app();
  const headers = await signIn(app);
  const pool = bench.database.pool;

  /** One import, after a full collection: its time, peak RSS above the start, longest pause. */
  async function measure(file: Buffer, mode: string) {
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
      throw new Error(`${mode}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    return { seconds, peakMb: (peak - base) / 1e6, pauseMs, summary: response.json().summary };
  }

  const lines = [
    `| file | rows | size MB | mode | seconds (median of ${REPEAT}) | peak RSS above start, MB (max; runs) | longest pause, ms | load (1 min) |`,
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const format of FORMATS) {
    for (const rows of SIZES) {
      const file = format === 'csv' ? csv(rows) : await xlsx(rows, format);
      for (const mode of ['preview', 'commit']) {
        if (mode === 'commit') {
          await pool.query('drop table if exists bench_import_before');
          await pool.query(
            "create table bench_import_before as select * from articles where code like 'IMP-%'",
          );
        }
        const runs = [];
        const loads = [load()];
        for (let run = 0; run < REPEAT; run++) {
          if (mode === 'commit' && run > 0) {
            await pool.query("delete from articles where code like 'IMP-%'");
            await pool.query(
              'insert into articles overriding system value select * from bench_import_before',
            );
            await pool.query('vacuum analyze articles');
          }
          runs.push(await measure(file, mode));
        }
        loads.push(load());
        const { summary } = runs[0];
        const peaks = runs.map((r) => r.peakMb.toFixed(0));
        lines.push(
          `| ${format} | ${rows} | ${(file.length / 1e6).toFixed(1)} | ${mode} (${summary.create} new, ${summary.update} updated) | ${median(runs.map((r) => r.seconds)).toFixed(1)} | ${Math.max(...runs.map((r) => r.peakMb)).toFixed(0)} (${peaks.join(', ')}) | ${Math.max(...runs.map((r) => r.pauseMs)).toFixed(0)} | ${loads.join('-')} |`,
        );
        console.error(lines.at(-1));
      }
    }
  }
  await pool.query('drop table if exists bench_import_before');
  console.log(`\nArticle import, ${os.cpus().length} cores, Node ${process.version}\n`);
  console.log(lines.join('\n'));
} finally {
  await bench.close();
}
