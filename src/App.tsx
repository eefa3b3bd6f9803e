import CssBaseline from '@mui/material/CssBaseline';
import {
  CoreAdminUI,
  CustomRoutes,
  Resource,
  ResourceDefinitionContextProvider,
} from 'react-admin';
import { Route } from 'react-router-dom';
import { AppAdminContext, type AppAdminContextProps } from './AppAdminContext';
import { AppLayout } from './layout/AppLayout';
import { LoadingScreen } from './layout/LoadingScreen';
import { StackedNotification } from './layout/StackedNotification';
import { AppError } from './pages/errors/AppError';
import { AccessDeniedPage, NotFoundPage } from './pages/errors/StatusPages';
import { LoginPage } from './pages/login/LoginPage';
import { lazyPage } from './lib/progress/lazyPage';
import { SELECT_COMPANY_PATH } from './lib/routing/redirectParam';
import { areas } from './areas';
import { resourceDefinitions, resources } from './resources';
import { HomeRedirect, redirectRoutes } from './routes/appRoutes';

const SelectCompanyPage = lazyPage(() =>
  import('./pages/select-company/SelectCompanyPage').then((m) => m.SelectCompanyPage),
);

export type AppProps = Omit<AppAdminContextProps, 'children'>;

/**
 * The back office, built from the areas' declarations (`resources/<name>/index.ts`, the
 * dashboards): a `<Resource>` per REST name, the screens at the spec's URLs through
 * `<CustomRoutes>` (docs/routing.md). Must render inside a router.
 *
 * ra-core's `CoreAdminUI` with our pages, not react-admin's `AdminUI`: that one imports a
 * default for every page we replace (its login form, error, 404 and loading pages, its
 * notification), 5.5 kB gzip of unused code on every first load and about two Lighthouse points
 * on the mobile orders list (docs/design-card.md).
 * `/access-denied` is where react-admin sends a screen `authProvider.canAccess` refuses: the
 * 403 page names the role. `/authentication-error` (an authProvider that fails) says "not found".
 *
 * The resources' definitions are there from the first render: react-admin registers them in an
 * effect, which would otherwise render the whole screen again just after it appeared
 * (docs/architecture.md).
 */
export const App = (props: AppProps) => (
  <AppAdminContext {...props}>
    <CssBaseline enableColorScheme>
      <ResourceDefinitionContextProvider definitions={resourceDefinitions}>
        <CoreAdminUI
          title="Gestionale"
          layout={AppLayout}
          loginPage={LoginPage}
          dashboard={HomeRedirect}
          catchAll={NotFoundPage}
          accessDenied={AccessDeniedPage}
          authenticationError={NotFoundPage}
          error={AppError}
          loading={LoadingScreen}
          disableTelemetry
        >
          {resources.map(({ resource }) => (
            <Resource key={resource.name} {...resource} />
          ))}
          <CustomRoutes noLayout>
            <Route path={SELECT_COMPANY_PATH} element={<SelectCompanyPage />} />
          </CustomRoutes>
          <CustomRoutes>
            {redirectRoutes}
            {areas.flatMap((area) => area.routes)}
          </CustomRoutes>
        </CoreAdminUI>
      </ResourceDefinitionContextProvider>
      <StackedNotification />
    </CssBaseline>
  </AppAdminContext>
);
