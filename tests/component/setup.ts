import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw';

// Shared by the `unit` project (tests/unit and tests/component): jest-dom matchers,
// the msw server answering /api/*, and a clean localStorage for every test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

// Some unit tests run in the node environment (`// @vitest-environment node`): no DOM there.
const hasDom = typeof window !== 'undefined';

afterEach(() => {
  server.resetHandlers();
  if (!hasDom) return;
  cleanup();
  localStorage.clear();
  document.documentElement.removeAttribute('dir');
});

afterAll(() => server.close());
