import { setupServer } from 'msw/node';

/** The msw server of the unit project; tests add their handlers with `server.use(...)`. */
export const server = setupServer();

/** The API base as the SPA calls it in tests (jsdom's page is http://localhost:3000/). */
export const api = (path: string) => `http://localhost:3000/api${path}`;
