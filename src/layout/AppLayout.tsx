import { lazy, Suspense, type ReactNode } from 'react';
import { useAuthenticated, useGetIdentity } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { selectCompanyPath } from '../lib/routing/redirectParam';
import { PASSWORD_PATH } from '../pages/account/paths';
import { FetchProgress } from '../lib/progress/FetchProgress';
import type { AppIdentity } from '../providers/sessionModel';
import { useSettings } from '../theme/SettingsContext';
import { AccessSync } from './AccessSync';
import { CompanySync } from './CompanySync';
import { LoadingScreen } from './LoadingScreen';
import { MainLayout } from './MainLayout';
import { PrintStyles } from './PrintStyles';

// The main layout comes with the first chunks (most users keep it, and a signed-in page needs
// it at once); the sideblock one loads when chosen.
const SideblockLayout = lazy(() =>
  import('./SideblockLayout').then((m) => ({ default: m.SideblockLayout })),
);

/**
 * The protected area: signed-in users with an active company only. Signed-out visitors
 * go to `/login?redirect=<path>` (authProvider.checkAuth), users without a company to
 * `/select-company?redirect=<path>`, users with an initial password to `/account/password`.
 * The layout itself is the one chosen in the settings.
 */
export const AppLayout = ({ children }: { children: ReactNode }) => {
  const { isPending, authenticated } = useAuthenticated();
  const { identity, isPending: identityPending } = useGetIdentity();
  const location = useLocation();
  const { layout } = useSettings().settings;

  if (isPending || !authenticated || identityPending) return <LoadingScreen />;
  if (identity && (identity as AppIdentity).companyId === null) {
    return <Navigate to={selectCompanyPath(location.pathname + location.search)} replace />;
  }
  // An initial password an owner gave is changed before anything else.
  if (
    (identity as AppIdentity | undefined)?.mustChangePassword &&
    location.pathname !== PASSWORD_PATH
  ) {
    return <Navigate to={PASSWORD_PATH} replace />;
  }
  const Chosen = layout === 'sideblock' ? SideblockLayout : MainLayout;
  return (
    <>
      <FetchProgress />
      <AccessSync />
      <PrintStyles />
      <Suspense fallback={<LoadingScreen />}>
        <Chosen>
          <CompanySync>{children}</CompanySync>
        </Chosen>
      </Suspense>
    </>
  );
};
