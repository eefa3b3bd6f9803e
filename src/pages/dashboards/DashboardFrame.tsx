import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import type { DashboardQuery } from '../../../contract/dashboards';
import { today as browserToday } from '../../resources/documents/documentModel';
import { rangeErrorMessage } from './dashboardModel';
import { DateRangeControl } from './DateRangeControl';
import { useDashboardRange } from './useDashboard';

interface Figures {
  range: { from: string; to: string };
  today: string;
}

/** What a failed load says: the server's reason for a refused range, else a generic text. */
const ErrorAlert = ({
  error,
  onRetry,
  onReset,
}: {
  error: unknown;
  onRetry: () => void;
  onReset?: () => void;
}) => {
  const translate = useTranslate();
  const reason = rangeErrorMessage(error);
  return (
    <Alert
      severity="error"
      sx={{ my: 2 }}
      action={
        <>
          {onReset && (
            <Button color="inherit" size="small" onClick={onReset}>
              {translate('dashboards.errors.reset')}
            </Button>
          )}
          {!reason && (
            <Button color="inherit" size="small" onClick={onRetry}>
              {translate('dashboards.errors.retry')}
            </Button>
          )}
        </>
      }
    >
      {reason
        ? translate('dashboards.errors.range', { message: reason })
        : translate('dashboards.errors.load')}
    </Alert>
  );
};

/**
 * A dashboard page: its title, the period control (kept in the URL) and the figures of
 * `useFigures` for that period, drawn by `children` once they are there.
 */
export function DashboardFrame<T extends Figures>({
  title,
  useFigures,
  children,
}: {
  title: string;
  useFigures: (range: DashboardQuery) => UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const translate = useTranslate();
  const { range, setRange } = useDashboardRange();
  const query = useFigures(range);
  const data = query.isError ? undefined : query.data;
  const custom = Boolean(range.from || range.to);
  return (
    <Box sx={{ pb: 3 }}>
      <Title title={translate(title)} />
      <DateRangeControl
        range={range}
        shown={data?.range}
        today={data?.today ?? browserToday()}
        onChange={setRange}
      />
      <Box sx={{ height: 4, mb: 1 }}>{query.isFetching && <LinearProgress />}</Box>
      {query.isError && (
        <ErrorAlert
          error={query.error}
          onRetry={() => void query.refetch()}
          onReset={custom ? () => setRange({}) : undefined}
        />
      )}
      {data ? children(data) : query.isPending && <Loading />}
    </Box>
  );
}
