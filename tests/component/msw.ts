import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * The msw server answering /api/*; tests add their handlers with `server.use(...)`. It
 * listens while the file that imports it runs (the component project imports it for every
 * file): a request no handler answers fails the test.
 */
export const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The API base as the SPA calls it in tests (jsdom's page is http://localhost:3000/). */
export const api = (path: string) => `http://localhost:3000/api${path}`;
