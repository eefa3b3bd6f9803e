import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './providers/queryClient';
import { memoryStore, type GetListParams, type GetListResult } from 'react-admin';
import type { User } from '../contract/session';
import { openingList } from './lib/list/openingList';
import { preloadPage } from './lib/progress/lazyPage';
import { dataProvider } from './providers/dataProvider';
import { createI18nProvider } from './providers/i18nProvider';
import { initialiseSession } from './providers/session';
import { toIdentity } from './providers/sessionModel';
import { getToken } from './providers/storage';
import { loadSettings } from './theme/SettingsContext';

/** How long the first render may wait for the opening list's rows once the rest is here. */
const OPENING_ROWS_WAIT_MS = 500;

/**
 * How long what start-up fetched counts as fresh. react-admin's session check and lists refetch
 * whenever a screen mounts; on the first screen that refetch, of answers a moment old, flips the
 * queries to "fetching" and back while the screen commits, which makes React render it all again
 * at once (and show the top progress bar for nothing).
 */
const STARTUP_FRESH_MS = 2000;

/** The rows of the list screen the app opens on. */
interface OpeningRows {
  resource: string;
  params: GetListParams;
  result: GetListResult;
}

/**
 * What the app needs before its first render at `location` (main.tsx): the active language's
 * catalogue and the session (profile fetched when the stored token is valid) and, signed in,
 * the page's code and a list screen's rows, all requested at once. Returns the App's providers,
 * with a query cache and a store that already hold what the first render reads, so that it
 * shows the whole screen at once (docs/architecture.md).
 */
export async function prepareStartup(
  location: { pathname: string; search: string },
  // The two waits, longer in tests so that a slow machine cannot change what they check.
  { rowsWaitMs = OPENING_ROWS_WAIT_MS, freshForMs = STARTUP_FRESH_MS } = {},
) {
  // The session's request goes first: the page's code is a few dozen requests, and the
  // browser's six connections would otherwise serve them before it.
  const session = initialiseSession();
  // Then, on a list screen, its rows: requested beside the screen's code, not after it.
  const opening = session.then(({ user }): Promise<OpeningRows | undefined> | undefined => {
    const list = user?.company_id != null ? openingList(location) : undefined;
    return list
      ? dataProvider.requestListEarly(list.resource, list.params).then(
          (result) => ({ ...list, result }),
          () => undefined, // the screen's own request shows the error
        )
      : undefined;
  });
  // Signed in: the page's code (and the sideblock layout, when chosen; the main one comes with
  // the first chunks) load beside the session and the language.
  const signedIn = getToken() !== null;
  if (signedIn && loadSettings().layout === 'sideblock') void import('./layout/SideblockLayout');
  const page = signedIn ? preloadPage(location.pathname) : undefined;
  const [i18nProvider, { user }] = await Promise.all([createI18nProvider(), session, page]);
  const rows = await Promise.race([
    opening,
    new Promise<undefined>((resolve) => setTimeout(resolve, rowsWaitMs)),
  ]);
  // In time, the rows go to the query cache (fresh for `freshForMs`): the screen's own
  // `getList` runs only on a later visit, and must then ask the API.
  if (rows) dataProvider.forgetEarlyList();
  return {
    i18nProvider,
    queryClient: startupQueryClient(freshForMs, user, rows),
    // react-admin's i18n context renders nothing until the store holds the locale.
    store: memoryStore({ locale: i18nProvider.getLocale() }),
  };
}

/**
 * The query cache the app starts with: what start-up already knows, under the keys of
 * react-admin's hooks (ra-core 5): a signed-in user's session check (`useAuthState`) and
 * identity (`useGetIdentity`), and the opening list's rows (`useGetList`) when they came in time.
 * With an empty cache, the first render shows a loading state and the screen renders again as
 * each of the three answers arrives. tests/component/startup.test.tsx fails if a react-admin
 * upgrade changes a key.
 */
function startupQueryClient(
  freshForMs: number,
  user: User | null,
  rows?: OpeningRows,
): QueryClient {
  const queryClient = createQueryClient();
  // Our authProvider has no `getPermissions` (roles go through `canAccess`), so react-admin's
  // answer is constant (no permissions); its hooks still run it as a query, whose first answer
  // rendered the screen again. Known from the start, it never runs.
  queryClient.setQueryDefaults(['auth', 'getPermissions'], {
    initialData: [],
    staleTime: Infinity,
  });
  // Stale from `updatedAt` on: react-query's way to say "fresh for `freshForMs`".
  const fresh = { updatedAt: Date.now() + freshForMs };
  if (user) {
    queryClient.setQueryData(['auth', 'checkAuth', {}], true, fresh);
    queryClient.setQueryData(['auth', 'getIdentity'], toIdentity(user));
  }
  if (rows) {
    const { pagination, sort, filter, meta } = rows.params;
    queryClient.setQueryData(
      [rows.resource, 'getList', { pagination, sort, filter, meta }],
      rows.result,
      fresh,
    );
  }
  return queryClient;
}
