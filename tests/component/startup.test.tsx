import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../../src/App';
import { AppRouterProvider, appRoutes } from '../../src/lib/routing/appRouter';
import { openingList } from '../../src/lib/list/openingList';
import { dataProvider } from '../../src/providers/dataProvider';
import { documentPaths } from '../../src/resources/documents/paths';
import { prepareStartup } from '../../src/startup';
import { DOCUMENT_SELECTS, makeDocument } from './documentsFixtures';
import { ALFA, fakeToken, makeUser } from './fixtures';
import { api, server } from './msw';
import { selectsHandlers } from './registryFixtures';

/** The API's document list calls. */
let listCalls = 0;

beforeEach(() => {
  listCalls = 0;
  server.use(
    http.get(api('/user/profile'), () => HttpResponse.json({ user: makeUser() })),
    ...selectsHandlers(),
    http.get(api('/documents'), () => {
      listCalls++;
      return HttpResponse.json({ items: [makeDocument()], total: 1, selects: DOCUMENT_SELECTS });
    }),
  );
});

/**
 * The whole app at `path`, started as main.tsx starts it. Its two waits (the rows, at most
 * 500 ms more; what it fetched, fresh for 2 s) are a minute here: on a busy machine the test
 * still checks what start-up puts in the cache, not how fast the machine is.
 */
async function startAt(path: string) {
  const url = new URL(path, 'http://localhost');
  const startup = await prepareStartup(
    { pathname: url.pathname, search: url.search },
    { rowsWaitMs: 60_000, freshForMs: 60_000 },
  );
  const router = createMemoryRouter(appRoutes(<App {...startup} />), { initialEntries: [path] });
  render(<AppRouterProvider router={router} />);
  return startup;
}

describe('start-up (src/startup.ts)', () => {
  it('shows a list screen whole at its first render, with the rows it fetched', async () => {
    localStorage.setItem('authToken', fakeToken());
    const { queryClient } = await startAt(documentPaths.list('order'));
    // No waiting: the layout (session check, identity) and the rows are there at once. This fails
    // if react-admin's hooks stop reading the keys start-up fills (a react-admin upgrade).
    expect(screen.getByRole('button', { name: new RegExp(ALFA.name) })).toBeInTheDocument();
    expect(screen.getByText('12/2026')).toBeInTheDocument();
    // Nothing is fetching: what start-up fetched counts as fresh (the session check and the list
    // do not refetch on mount) and react-admin's access and permission checks are known (each
    // query's answer would render the screen again, and flash the progress bar).
    expect(queryClient.isFetching()).toBe(0);
    expect(listCalls).toBe(1);
  });

  it('asks the API on a later visit to the list: the early rows went to the cache', async () => {
    localStorage.setItem('authToken', fakeToken());
    const path = documentPaths.list('order');
    await startAt(path);
    const opening = openingList(new URL(path, 'http://localhost'))!;
    await dataProvider.getList(opening.resource, opening.params);
    expect(listCalls).toBe(2);
  });

  it('signed out, fetches nothing for the page and shows the login', async () => {
    localStorage.removeItem('authToken');
    await startAt(documentPaths.list('order'));
    expect(await screen.findByLabelText('E-mail')).toBeInTheDocument();
    expect(listCalls).toBe(0);
  });
});
