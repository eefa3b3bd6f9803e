/**
 * `npm run bench` (frontend): the JavaScript Chromium fetches to show /login
 * and the orders list signed in, gzip, against a bare react-admin app (bench/shell) built and
 * served the same way in the same run. Method and results: docs/benchmarks.md, "initial JS and
 * Lighthouse".
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  machine,
  PAGES,
  serveBoth,
  SHELL_PATH,
  shownIn,
} from './shell/serve';

const TARGET = 1.15;
const kB = (bytes: number) => (bytes / 1000).toFixed(1);

interface Loaded {
  files: { url: string; raw: number; gzip: number }[];
  raw: number;
  gzip: number;
}

/** The scripts `page` requests while `url` loads, until the network is idle and `ready` holds. */
async function scriptsOf(page: Page, url: string, ready: () => Promise<unknown>): Promise<Loaded> {
  const bodies: Promise<{ url: string; body: Buffer }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, body })));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready();
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(bodies)).map(({ url, body }) => ({
    url,
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
  }));
  return {
    files,
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  };
}

const served = await serveBoth('frontend', [3612, 3613]);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const open = async (origin: string, path: string, token: string | null) => {
    const context = await browser.newContext({ locale: 'it-IT' });
    if (token) {
      await context.addInitScript((value) => localStorage.setItem('authToken', value), token);
    }
    return { page: await context.newPage(), url: `${origin}${path}`, close: () => context.close() };
  };

  const shellTab = await open(served.shell, SHELL_PATH, null);
  const shell = await scriptsOf(shellTab.page, shellTab.url, () =>
    shellTab.page.getByRole('row').nth(1).waitFor(),
  );
  await shellTab.close();

  const lines: string[] = [];
  const ratios: string[] = [];
  for (const compared of PAGES) {
    const tab = await open(served.ours, compared.path, compared.signedIn ? served.token : null);
    const ours = await scriptsOf(tab.page, tab.url, () =>
      shownIn(tab.page, compared).catch(async (error: unknown) => {
        await tab.page.screenshot({ path: '/tmp/frontend-failed.png' });
        console.error(tab.page.url(), (await tab.page.locator('body').innerText()).slice(0, 2000));
        throw error;
      }),
    );
    await tab.close();
    lines.push(
      `\n${compared.name}: ${ours.files.length} scripts, ${kB(ours.raw)} kB raw, ${kB(ours.gzip)} kB gzip`,
      ...ours.files.map((file) => `  ${file.url} ${kB(file.raw)} kB, gzip ${kB(file.gzip)} kB`),
    );
    const ratio = ours.gzip / shell.gzip;
    ratios.push(
      `RATIO 2 initial JS gzip ${compared.name}: ${kB(ours.gzip)} kB vs ${kB(shell.gzip)} kB = ${ratio.toFixed(2)}x (target <= ${TARGET}) ${ratio <= TARGET ? 'PASS' : 'FAIL'}`,
    );
  }
  console.log(`\nInitial JS (scripts Chromium fetches until idle), ${machine()}`);
  console.log(
    `shell (${SHELL_PATH}): ${shell.files.length} scripts, ${kB(shell.raw)} kB raw, ${kB(shell.gzip)} kB gzip`,
  );
  console.log(lines.join('\n'));
  console.log(`\n${ratios.join('\n')}`);
} finally {
  await browser.close();
  await served.close();
}
