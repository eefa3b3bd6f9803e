import { matchPath } from 'react-router-dom';
import {
  getQuery,
  parseQueryFromLocation,
  type FilterPayload,
  type GetListParams,
  type SortPayload,
} from 'react-admin';
import { DEFAULT_PER_PAGE } from './paginationModel';

/**
 * What a list screen asks for when it opens: the props it gives `AppList`, declared once so that
 * start-up can make the same request before the screen's code has even arrived.
 */
export interface ListQuery {
  resource: string;
  storeKey?: string;
  sort: SortPayload;
  /** The permanent filter (not shown in the filter bar). */
  filter?: FilterPayload;
  perPage?: number;
}

/**
 * The `getList` params of `list` opened at `search` in a freshly loaded tab, computed as
 * react-admin's list controller does: the URL's query, else the defaults (the list params are
 * kept in memory, so nothing is stored yet).
 */
export function openingParams(list: ListQuery, search: string): GetListParams {
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation({ search }),
    params: {},
    filterDefaultValues: undefined,
    sort: list.sort,
    perPage: list.perPage ?? DEFAULT_PER_PAGE,
  });
  return {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: { ...query.filter, ...list.filter },
  };
}

const lists: { path: string; list: ListQuery }[] = [];

/** Says that the screen at `path` (a route pattern) is the list `list`, for `openingList`. */
export function registerListPage(path: string, list: ListQuery) {
  lists.push({ path, list });
}

/**
 * The request of the list screen at `location`, if it is a registered one: start-up
 * (src/startup.ts) makes it as soon as the session is known, beside the screen's code, instead of
 * after it has loaded and rendered (the list's largest paint waits for these rows;
 * docs/architecture.md).
 */
export function openingList({ pathname, search }: { pathname: string; search: string }) {
  const found = lists.find(({ path }) => matchPath(path, pathname));
  return found && { resource: found.list.resource, params: openingParams(found.list, search) };
}
