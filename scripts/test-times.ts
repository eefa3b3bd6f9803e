/**
 * `npm run test:times`: runs the four suites one after the other, as `npm test` does, and
 * prints how many tests each ran and passed and how long it took (wall clock), as the table
 * of docs/testing.md ("How long each suite takes"). The counts are the runners' own (vitest's
 * and Playwright's JSON reports), never typed by hand.
 *
 *   --hogs N   keeps N busy loops (`for(;;){}`) running for the whole run, to see the suites
 *              on a busy machine
 *   --write    puts the table into docs/testing.md, between its two `test-times` markers
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface SuiteResult {
  suite: string;
  tests: number;
  passed: number;
  seconds: number;
}

const args = process.argv.slice(2);
const hogs = args.includes('--hogs') ? Number(args[args.indexOf('--hogs') + 1]) : 0;
if (!Number.isInteger(hogs) || hogs < 0) throw new Error('--hogs takes a number of busy loops');
const write = args.includes('--write');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'test-times-'));

function run(command: string[], env: Record<string, string> = {}) {
  const started = performance.now();
  const result = spawnSync(command[0], command.slice(1), {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  return { status: result.status, seconds: (performance.now() - started) / 1000 };
}

function vitestSuite(project: string): SuiteResult {
  const file = path.join(reports, `${project}.json`);
  const { seconds } = run([
    'npx',
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    numTotalTests: number;
    numPassedTests: number;
  };
  return { suite: project, tests: report.numTotalTests, passed: report.numPassedTests, seconds };
}

function endToEnd(): SuiteResult {
  const file = path.join(reports, 'e2e.json');
  const { seconds } = run(['npx', 'playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  const tests = stats.expected + stats.unexpected + stats.flaky + stats.skipped;
  return { suite: 'end-to-end', tests, passed: stats.expected, seconds };
}

const loadAtStart = os.loadavg()[0];
const loops = Array.from({ length: hogs }, () =>
  spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }),
);
const results: SuiteResult[] = [];
try {
  for (const project of ['unit', 'component', 'server']) results.push(vitestSuite(project));
  results.push(endToEnd());
} finally {
  for (const loop of loops) loop.kill();
}

const total = results.reduce(
  (sum, r) => ({
    suite: '`npm test`',
    tests: sum.tests + r.tests,
    passed: sum.passed + r.passed,
    seconds: sum.seconds + r.seconds,
  }),
  { suite: '', tests: 0, passed: 0, seconds: 0 },
);
const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout;
const when = new Date().toISOString().slice(0, 10);
const table = [
  `${when}, ${commit.trim()}, ${os.cpus().length} cores, ${hogs} busy loop(s), ` +
    `load average at the start ${loadAtStart.toFixed(1)}:`,
  '',
  '| suite | tests | passed | wall |',
  '| --- | --- | --- | --- |',
  ...[...results, total].map(
    (r) => `| ${r.suite} | ${r.tests} | ${r.passed} | ${Math.round(r.seconds)} s |`,
  ),
].join('\n');
console.log(`\n${table}\n`);

if (write) {
  const doc = 'docs/testing.md';
  const marker = hogs ? 'test-times busy' : 'test-times quiet';
  const text = fs.readFileSync(doc, 'utf8');
  const pattern = new RegExp(`(<!-- ${marker} -->)[\\s\\S]*?(<!-- /${marker} -->)`);
  if (!pattern.test(text)) throw new Error(`${doc} has no <!-- ${marker} --> block`);
  fs.writeFileSync(doc, text.replace(pattern, `$1\n\n${table}\n\n$2`));
  spawnSync('npx', ['prettier', '--write', doc], { stdio: 'inherit' });
}
process.exitCode = results.every((r) => r.passed === r.tests) ? 0 : 1;
