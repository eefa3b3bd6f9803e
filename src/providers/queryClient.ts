import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { activeRole, canAccessAs } from './access';
import { getSession } from './session';

type Defaulted = ReturnType<QueryClient['defaultQueryOptions']>;

/**
 * react-admin asks `authProvider.canAccess` through queries (`['auth', 'canAccess',
 * {resource, action, recordId}]`); ours answers from the session, so each answer is known
 * when its query starts: given as its initial data, a screen renders whole at once instead of
 * again as each button's answer arrives (and the progress bar does not flash). Changing
 * company invalidates them, and they are asked again. A check on an untyped document record
 * (its key names only the id, not the type that decides) is asked as usual.
 */
function withAccessAnswer(defaulted: Defaulted): Defaulted {
  const [scope, kind, params] = (defaulted.queryKey ?? []) as QueryKey;
  if (scope !== 'auth' || kind !== 'canAccess' || !params) return defaulted;
  const { resource, action, recordId } = params as {
    resource: string;
    action: string;
    recordId?: unknown;
  };
  if (resource === 'documents' && recordId !== undefined && action !== 'prices') return defaulted;
  const answer = canAccessAs(activeRole(getSession().user), { resource, action });
  return { ...defaulted, initialData: answer, staleTime: Infinity } as Defaulted;
}

/** The app's react-query client (start-up's, or AppAdminContext's when none is given). */
export function createQueryClient(): QueryClient {
  const client = new QueryClient();
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: Parameters<typeof defaults>[0]) =>
    withAccessAnswer(defaults(options))) as QueryClient['defaultQueryOptions'];
  return client;
}

/**
 * After the session's company or role changed: react-admin's identity first (the layout lets
 * in only users with an active company), then its access checks, asked anew.
 */
export async function refreshIdentity(queryClient: QueryClient) {
  await queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
  await queryClient.invalidateQueries({ queryKey: ['auth', 'canAccess'] });
}
