/**
 * Side by side (goal 3): Lighthouse on the orders list, signed in, of two or more
 * builds of the SPA, run alternately in the same minutes so that the machine's load weighs on
 * each alike. A single run moves by 5 points or more (the FCP alone flips between about 0.7 s
 * and 2.8 s under the mobile preset), so judge a front-end change by the medians of this, not
 * by two separate `bench/lighthouse.ts` runs. Not part of `npm run bench`.
 *
 *   npx vite build --outDir /tmp/before   (on the old commit)
 *   npx vite build --outDir /tmp/after    (on the new one)
 *   DIRS=/tmp/before,/tmp/after N=4 PRESET=mobile npx tsx bench/lighthouse-ab.ts
 */
import os from 'node:os';
import path from 'node:path';
import { desktopConfig } from 'lighthouse';
import { buildApp } from '../server/app';
import { startBench } from './harness';
import { runLighthouse } from './shell/serve';

const DIRS = (process.env.DIRS ?? '').split(',').filter(Boolean);
const RUNS = Number(process.env.N ?? 4);
const PRESET = process.env.PRESET === 'desktop' ? desktopConfig : undefined;
const PAGE = '/documents/sales/orders';
if (DIRS.length < 2) throw new Error('DIRS: two or more built SPA folders, comma-separated');

interface Run {
  score: number;
  LCP: number;
  TBT: number;
  FCP: number;
}

/** One run in a fresh Chromium, signed in. */
async function audit(url: string, token: string): Promise<Run> {
  const lhr = await runLighthouse(url, { port: 3649, token, config: PRESET });
  const metric = (id: string) => Math.round(lhr.audits[id].numericValue ?? NaN);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    LCP: metric('largest-contentful-paint'),
    TBT: metric('total-blocking-time'),
    FCP: metric('first-contentful-paint'),
  };
}

const bench = await startBench('lighthouse-ab');
const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
try {
  const urls: string[] = [];
  let token = '';
  for (const [i, distDir] of DIRS.entries()) {
    const app = await buildApp({
      database: bench.database,
      jwtSecret: 'bench-secret-bench-secret-bench-secret',
      dataDir: path.join(bench.dir, `app-${i}`),
      rateLimitMax: 1e9,
      distDir,
    });
    apps.push(app);
    token ||= (await bench.signIn(app)).authorization.replace(/^Bearer /, '');
    urls.push(await app.listen({ host: '127.0.0.1', port: 3640 + i }));
  }
  const runs = new Map<string, Run[]>(DIRS.map((dir) => [dir, []]));
  for (let i = 0; i < RUNS; i++) {
    for (const [j, url] of urls.entries()) {
      const run = await audit(`${url}${PAGE}`, token);
      runs.get(DIRS[j])!.push(run);
      console.log(DIRS[j], JSON.stringify(run), `load ${os.loadavg()[0].toFixed(2)}`);
    }
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  for (const [dir, list] of runs) {
    const of = (key: keyof Run) => median(list.map((run) => run[key]));
    console.log(
      `MEDIAN ${dir}: score ${of('score')}, LCP ${of('LCP')} ms, TBT ${of('TBT')} ms, FCP ${of('FCP')} ms`,
    );
  }
} finally {
  await Promise.all(apps.map((app) => app.close()));
  await bench.close();
}
