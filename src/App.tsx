import { AdminUI, CustomRoutes, Resource, ResourceDefinitionContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { AppAdminContext, type AppAdminContextProps } from './AppAdminContext';
import { AppLayout } from './layout/AppLayout';
import { LoadingScreen } from './layout/LoadingScreen';
import { StackedNotification } from './layout/StackedNotification';
import { AppError } from './pages/errors/AppError';
import { NotFoundPage } from './pages/errors/StatusPages';
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
 * react-admin's `AdminUI` with our pages and our toasts (`StackedNotification`). `/access-denied`
 * and `/authentication-error` are reached only through `authProvider.canAccess`, which we do
 * not have: they say "not found"; there is no OAuth callback page.
 *
 * The resources' definitions are there from the first render: react-admin registers them in an
 * effect, which would otherwise render the whole screen again just after it appeared
 * (docs/architecture.md).
 */
export const App = (props: AppProps) => (
  <AppAdminContext {...props}>
    <ResourceDefinitionContextProvider definitions={resourceDefinitions}>
      <AdminUI
        title="Gestionale"
        layout={AppLayout}
        loginPage={LoginPage}
        dashboard={HomeRedirect}
        catchAll={NotFoundPage}
        accessDenied={NotFoundPage}
        authenticationError={NotFoundPage}
        error={AppError}
        loading={LoadingScreen}
        notification={StackedNotification}
        authCallbackPage={false}
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
      </AdminUI>
    </ResourceDefinitionContextProvider>
  </AppAdminContext>
);
