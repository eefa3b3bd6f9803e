import { setupServer } from 'msw/node';

/**
 * The msw server answering /api/*; tests add their handlers with `server.use(...)`. It
 * listens while each test file runs (tests/support/mswHooks.ts, a setup file of the unit and
 * component projects): a request no handler answers fails the test.
 */
export const server = setupServer();

/** The API base as the SPA calls it in tests (jsdom's page is http://localhost:3000/). */
export const api = (path: string) => `http://localhost:3000/api${path}`;
