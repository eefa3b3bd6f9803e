/**
 * `npm run bench` (hostile uploads): every file of tests/server/hostileCases.ts, and two
 * legitimate imports for reference, goes to `POST /api/articles/import` (preview) in a fresh
 * child process, which reports the status, the seconds to the answer, the peak resident memory
 * above the level just before the request (sampled every 5 ms, and the kernel's high-water
 * mark, which sees a blocked event loop too) and the longest event-loop pause
 * (`perf_hooks.monitorEventLoopDelay`). A child still busy after `HOSTILE_CAP_SECONDS`
 * (default 60) is killed; its peak comes from /proc (Linux). `HOSTILE_ONLY=<regexp>` picks
 * files by name. Method and results: docs/reliability.md.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { connect } from '../server/db/client';
import { formData } from '../tests/server/formData';
import { HOSTILE_FILES } from '../tests/server/hostileCases';
import { validRows, xlsx } from '../tests/server/hostileFiles';
import { benchApp, signIn, startBench, withPauses } from './harness';

const CAP_SECONDS = Number(process.env.HOSTILE_CAP_SECONDS ?? 60);
const ONLY = new RegExp(process.env.HOSTILE_ONLY ?? '');
const MB = 1e6;

const csvRows = (count: number) =>
  Buffer.from(
    ['Codice;Descrizione;Prezzo', ...Array.from({ length: count }, (_, i) => `B-${i};Uno;1`)].join(
      '\n',
    ),
  );
const FILES = [
  { name: 'legitimate: a CSV of 10,000 rows', build: () => csvRows(10_000) },
  { name: 'legitimate: an xlsx of 10,000 rows', build: () => xlsx(validRows(10_000, 'B')) },
  ...HOSTILE_FILES,
];

interface Result {
  status: number | string;
  seconds: number;
  growthMB: number;
  pauseMs: number;
}

/** In the child: one import of file `index`, measured. */
async function measure(index: number, url: string) {
  const database = connect(url);
  const app = await benchApp(database, fs.mkdtempSync(`${os.tmpdir()}/gestionale-hostile-`));
  const headers = await signIn(app);
  const send = (file: Buffer) => {
    const form = formData({ mode: 'preview' }, { field: 'file', data: file, filename: 'f' });
    return app.inject({
      method: 'POST',
      url: '/api/articles/import',
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    });
  };
  await send(csvRows(100)); // warm-up: every module loaded, every path compiled once
  const file = FILES[index].build();
  (globalThis as { gc?: () => void }).gc?.();
  const base = process.memoryUsage().rss;
  const highWater = process.resourceUsage().maxRSS * 1024;
  console.log(`START ${base}`);
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const { result: response, seconds, pauseMs } = await withPauses(() => send(file));
  clearInterval(sampler);
  const newHighWater = process.resourceUsage().maxRSS * 1024;
  if (newHighWater > highWater) peak = Math.max(peak, newHighWater);
  const result: Result = {
    status: response.statusCode,
    seconds,
    growthMB: (peak - base) / MB,
    pauseMs,
  };
  console.log(`RESULT ${JSON.stringify(result)}`);
  await app.close();
  await database.pool.end();
}

/** Peak resident memory of a process so far, from the kernel (Linux), in bytes. */
function highWaterOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** In the parent: runs file `index` in a child process, killing it after the cap. */
function run(index: number, url: string): Promise<Result> {
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), String(index)],
    { env: { ...process.env, BENCH_DATABASE_URL: url }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  let base = 0;
  let started = 0;
  child.stdout.on('data', (data: Buffer) => {
    output += data.toString();
    const start = /^START (\d+)$/m.exec(output);
    if (start && !started) [base, started] = [Number(start[1]), performance.now()];
  });
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (!started || performance.now() - started < CAP_SECONDS * 1000) return;
      clearInterval(timer);
      const growthMB = (highWaterOf(child.pid!) - base) / MB;
      child.kill('SIGKILL');
      resolve({ status: 'none', seconds: CAP_SECONDS, growthMB, pauseMs: CAP_SECONDS * 1000 });
    }, 100);
    child.on('exit', () => {
      clearInterval(timer);
      const result = /^RESULT (.*)$/m.exec(output);
      if (result) resolve(JSON.parse(result[1]) as Result);
      else if (!child.killed) reject(new Error(`${FILES[index].name}: no result\n${output}`));
    });
  });
}

if (process.argv[2] !== undefined) {
  await measure(Number(process.argv[2]), process.env.BENCH_DATABASE_URL!);
} else {
  const bench = await startBench('bench-hostile');
  try {
    const lines = [
      '| file | status | seconds to the answer | peak RSS above start, MB | longest pause, ms |',
      '|---|---|---|---|---|',
    ];
    for (const [index, { name }] of FILES.entries()) {
      if (!ONLY.test(name)) continue;
      const r = await run(index, bench.url);
      const seconds = r.status === 'none' ? `> ${CAP_SECONDS} (killed)` : r.seconds.toFixed(2);
      lines.push(
        `| ${name} | ${r.status} | ${seconds} | ${r.growthMB.toFixed(0)} | ${r.pauseMs.toFixed(0)} |`,
      );
      console.log(lines.at(-1));
    }
    console.log(`\nHostile uploads, ${os.cpus().length} cores, Node ${process.version}\n`);
    console.log(lines.join('\n'));
  } finally {
    await bench.close();
  }
}
