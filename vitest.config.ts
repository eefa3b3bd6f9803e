import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts', 'tests/support/mswHooks.ts'],
          // docs/testing.md, "Parallelism": one worker per core, in threads (they start a file
          // faster); a worker's files share its modules, the setup files reset what they share.
          pool: 'threads',
          isolate: false,
          maxWorkers: 2,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['tests/component/**/*.test.tsx'],
          setupFiles: ['tests/component/setup.ts', 'tests/support/mswHooks.ts'],
          pool: 'threads',
          isolate: false,
          maxWorkers: 2,
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/globalSetup.ts'],
          setupFiles: ['tests/server/setup.ts'],
          // docs/testing.md, "Parallelism": each file has a database of its own, so two files
          // run at once (one per core; vitest's default on 2 cores is one), and the files of a
          // worker share its modules (the app's code is loaded once, not once a file); mocks
          // are restored after each test so that none outlives its file.
          isolate: false,
          restoreMocks: true,
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
