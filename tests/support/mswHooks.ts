import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../component/msw';

// A setup file, so it runs before every test file, also when the files of a worker share
// their modules (the component project): the one msw server listens during each file and
// forgets the file's handlers after each test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
