import Button from '@mui/material/Button';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import HourglassIcon from '@mui/icons-material/HourglassTop';
import BlockIcon from '@mui/icons-material/Block';
import LockIcon from '@mui/icons-material/Lock';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useGetIdentity, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { loginPath } from '../../lib/routing/redirectParam';
import type { DedicatedStatus } from './errorModel';
import { ErrorPage } from './ErrorPage';

const ICONS = {
  401: <LockIcon />,
  403: <BlockIcon />,
  404: <SearchOffIcon />,
  429: <HourglassIcon />,
  500: <CloudOffIcon />,
} satisfies Record<PageStatus, unknown>;

/** The API's dedicated statuses, and 403: a screen the role may not open (`accessDenied`). */
type PageStatus = DedicatedStatus | 403;

interface StatusPageProps {
  status: PageStatus;
  /** Offered by the error boundary to try the same screen again. */
  onRetry?: () => void;
}

/** The dedicated page of a 401, 403, 404, 429 or 500. */
export const StatusPage = ({ status, onRetry }: StatusPageProps) => {
  const translate = useTranslate();
  const location = useLocation();
  const { identity } = useGetIdentity();
  const home = (
    <Button component={Link} to="/" variant={status === 401 ? 'outlined' : 'contained'}>
      {translate('app.errors.go_home')}
    </Button>
  );
  const actions =
    status === 401 ? (
      <>
        <Button
          component={Link}
          to={loginPath(location.pathname + location.search)}
          variant="contained"
        >
          {translate('app.errors.sign_in')}
        </Button>
        {home}
      </>
    ) : status === 404 || status === 403 ? (
      home
    ) : (
      <>
        <Button variant="contained" onClick={onRetry ?? (() => window.location.reload())}>
          {translate('app.errors.retry')}
        </Button>
        <Button component={Link} to="/" variant="outlined">
          {translate('app.errors.go_home')}
        </Button>
      </>
    );
  return (
    <ErrorPage
      code={String(status)}
      icon={ICONS[status]}
      title={translate(`app.errors.${status}.title`)}
      text={translate(`app.errors.${status}.text`, {
        role: identity?.role ? translate(`enums.role.${identity.role}`) : '',
      })}
      actions={actions}
    />
  );
};

/** react-admin `catchAll`: any unknown route. */
export const NotFoundPage = () => <StatusPage status={404} />;

/** react-admin `accessDenied`: a screen the user's role may not open (`authProvider.canAccess`). */
export const AccessDeniedPage = () => <StatusPage status={403} />;
