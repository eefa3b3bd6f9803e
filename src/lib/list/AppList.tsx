import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import {
  ListBase,
  ListToolbar,
  Offline,
  Title,
  useListContext,
  type ListBaseProps,
  type RaRecord,
} from 'react-admin';
import { AppPagination } from './AppPagination';
import { DEFAULT_PER_PAGE } from './paginationModel';

// The "no records yet, create one" page: rare, so it loads when shown.
const Empty = lazy(() => import('./ListEmpty'));

export interface AppListProps<RecordType extends RaRecord = RaRecord> extends Omit<
  ListBaseProps<RecordType>,
  'empty' | 'render'
> {
  title?: ReactNode;
  actions?: ReactElement | false;
  filters?: ReactElement | ReactElement[];
  /** Shown instead of the table when the resource has no record at all; `false` for none. */
  empty?: ReactElement | false;
  pagination?: ReactElement | false;
  children: ReactNode;
}

/**
 * Every list screen: title, toolbar (filters and actions), the table in a card, our pagination,
 * `DEFAULT_PER_PAGE` rows. react-admin's `<List>` looks the same, but its view imports a default
 * for each of these (TablePagination, its own actions and export button, its empty page) that
 * every list would load unused: 6.2 kB gzip on the first list a user opens and about five
 * Lighthouse points on the mobile orders list (docs/design-card.md).
 * It keeps `<List>`'s class names (`RaList-main`, `RaList-actions`...), which the layout and the
 * print styles use.
 */
export function AppList<RecordType extends RaRecord = RaRecord>({
  title,
  actions,
  filters,
  empty = <Empty />,
  pagination = <AppPagination />,
  perPage = DEFAULT_PER_PAGE,
  children,
  ...props
}: AppListProps<RecordType>) {
  return (
    <ListBase<RecordType> perPage={perPage} {...props}>
      <AppListView
        title={title}
        actions={actions}
        filters={filters}
        empty={empty}
        pagination={pagination}
      >
        {children}
      </AppListView>
    </ListBase>
  );
}

type ViewProps = Pick<
  AppListProps,
  'title' | 'actions' | 'filters' | 'empty' | 'pagination' | 'children'
>;

function AppListView({ title, actions, filters, empty, pagination, children }: ViewProps) {
  const list = useListContext();
  const offline = list.isPaused && (list.isPending || list.isPlaceholderData);
  const nothingYet =
    !list.error &&
    !list.isPending &&
    list.total === 0 &&
    Object.keys(list.filterValues).length === 0 &&
    empty !== false;
  return (
    <Box className="list-page" sx={{ display: 'flex' }}>
      <Title
        title={title}
        defaultTitle={list.defaultTitle}
        preferenceKey={`${list.resource}.list.title`}
      />
      {nothingYet ? (
        <Box className="RaList-noResults" sx={{ flex: 1 }}>
          <Suspense fallback={null}>{empty}</Suspense>
        </Box>
      ) : (
        <Box
          className="RaList-main"
          sx={{ flex: '1 1 auto', display: 'flex', flexDirection: 'column' }}
        >
          {(filters || actions) && (
            <ListToolbar className="RaList-actions" filters={filters} actions={actions} />
          )}
          <Card
            className="RaList-content"
            sx={{
              position: 'relative',
              overflow: 'inherit',
              boxShadow: { xs: 'none', sm: undefined },
            }}
          >
            {offline ? <Offline /> : children}
          </Card>
          {pagination}
        </Box>
      )}
    </Box>
  );
}
