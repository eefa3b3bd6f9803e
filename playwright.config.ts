import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // Bounds on waits for states, not waits: wide enough for a busy 2-core machine running three
  // Chromiums (docs/testing.md); a passing test never reaches them.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  // Each worker runs its own app and database (tests/e2e/fixtures.ts): the spec files spread
  // over the workers, the tests of a file run in order in one of them.
  globalSetup: './tests/e2e/globalSetup.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    viewport: { width: 1366, height: 850 },
    screenshot: 'only-on-failure',
    // A failed test keeps a trace of DOM snapshots; screencast pictures would double the
    // suite's time (docs/testing.md, "Parallelism"). `--trace retain-on-failure` adds them.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    launchOptions: {
      // Debian's Chromium; nothing is downloaded (never `playwright install`).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--lang=it-IT', // native date inputs follow the browser's language: dd/mm/yyyy
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
