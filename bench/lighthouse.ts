/**
 * `npm run bench` (lighthouse): Lighthouse's performance score of /login and
 * of the orders list signed in, desktop and mobile presets, against the bare react-admin app
 * (bench/shell) built and served the same way in the same run. Each run gets a fresh Debian
 * Chromium (empty cache); the signed-in runs first put the session's token in localStorage
 * (on a static file of the origin, so no script is cached) and keep it (`disableStorageReset`).
 * `RUNS=n` runs each case n times (default 3) and keeps the median score.
 * Method and results: docs/benchmarks.md, "initial JS and Lighthouse".
 */
import { chromium } from '@playwright/test';
import { desktopConfig } from 'lighthouse';
import {
  checkShown,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  machine,
  PAGES,
  runLighthouse,
  serveBoth,
  SHELL_PATH,
} from './shell/serve';

const RUNS = Number(process.env.RUNS ?? 3);
const DEBUGGING_PORT = 3614;
const PRESETS = { desktop: desktopConfig, mobile: undefined } as const;
type Preset = keyof typeof PRESETS;

interface Run {
  score: number;
  metrics: Record<string, number>;
}

const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  SI: 'speed-index',
  CLS: 'cumulative-layout-shift',
} as const;

/** One Lighthouse run of `url` in a fresh Chromium; `token` signs it in first. */
async function audit(url: string, preset: Preset, token: string | null): Promise<Run> {
  const lhr = await runLighthouse(url, { port: DEBUGGING_PORT, token, config: PRESETS[preset] });
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    metrics: Object.fromEntries(
      Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id].numericValue ?? NaN]),
    ),
  };
}

/** The run with the median score of `RUNS`. */
async function median(url: string, preset: Preset, token: string | null) {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(url, preset, token));
  runs.sort((a, b) => a.score - b.score);
  return { median: runs[Math.floor(runs.length / 2)], scores: runs.map((run) => run.score) };
}

const describe = (run: Run) =>
  Object.entries(run.metrics)
    .map(([name, value]) =>
      name === 'CLS' ? `${name} ${value.toFixed(3)}` : `${name} ${(value / 1000).toFixed(2)} s`,
    )
    .join(', ');

const served = await serveBoth('lighthouse', [3615, 3616]);
try {
  // A page that fails at start-up scores well (nothing to do): make sure both render first.
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  await checkShown(browser, served).finally(() => browser.close());
  const lines: string[] = [];
  const ratios: string[] = [];
  for (const preset of Object.keys(PRESETS) as Preset[]) {
    const shell = await median(`${served.shell}${SHELL_PATH}`, preset, null);
    lines.push(
      `${preset} shell ${SHELL_PATH}: score ${shell.median.score} (runs ${shell.scores.join(', ')}); ${describe(shell.median)}`,
    );
    for (const compared of PAGES) {
      const ours = await median(
        `${served.ours}${compared.path}`,
        preset,
        compared.signedIn ? served.token : null,
      );
      lines.push(
        `${preset} ${compared.name}: score ${ours.median.score} (runs ${ours.scores.join(', ')}); ${describe(ours.median)}`,
      );
      const ratio = ours.median.score / shell.median.score;
      ratios.push(
        `RATIO 3 Lighthouse ${preset} ${compared.name}: ${ours.median.score} vs ${shell.median.score} = ${ratio.toFixed(2)}x (target >= 1) ${ratio >= 1 ? 'PASS' : 'FAIL'}`,
      );
    }
  }
  console.log(`\nLighthouse performance, median of ${RUNS} runs, ${machine()}`);
  console.log(lines.join('\n'));
  console.log(`\n${ratios.join('\n')}`);
} finally {
  await served.close();
}
