import { lazy, Suspense, type ReactElement } from 'react';
import { List, type ListProps, type RaRecord } from 'react-admin';
import { AppPagination } from './AppPagination';
import { DEFAULT_PER_PAGE } from './paginationModel';

// The "no records yet, create one" page: rare, so it loads when shown.
const Empty = lazy(() => import('./ListEmpty'));

export interface AppListProps<RecordType extends RaRecord = RaRecord> extends Omit<
  ListProps<RecordType>,
  'actions' | 'empty'
> {
  /** The toolbar's buttons beside the filters; none unless given. */
  actions?: ReactElement | false;
  /** Shown instead of the table when the resource has no record at all; `false` for none. */
  empty?: ReactElement | false;
}

/**
 * Every list screen: react-admin's `<List>` with our defaults: `DEFAULT_PER_PAGE` rows, our
 * pagination (`AppPagination`), our empty page (loaded when shown), and no toolbar buttons
 * unless the screen gives them.
 */
export function AppList<RecordType extends RaRecord = RaRecord>({
  actions = false,
  empty = (
    <Suspense fallback={null}>
      <Empty />
    </Suspense>
  ),
  pagination = <AppPagination />,
  perPage = DEFAULT_PER_PAGE,
  ...props
}: AppListProps<RecordType>) {
  return (
    <List<RecordType>
      actions={actions}
      empty={empty}
      pagination={pagination}
      perPage={perPage}
      {...props}
    />
  );
}
