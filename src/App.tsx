import { useMemo } from 'react';
import {
  Admin,
  CustomRoutes,
  Resource,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
  type Store,
} from 'react-admin';
import { Route } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import { LoadingScreen } from './layout/LoadingScreen';
import { ProgressBarStyles } from './lib/progress/ProgressBarStyles';
import { StackedNotification } from './layout/StackedNotification';
import { AppError } from './pages/errors/AppError';
import { NotFoundPage } from './pages/errors/StatusPages';
import { dashboardRoutes } from './pages/dashboards/routes';
import { LoginPage } from './pages/login/LoginPage';
import { SELECT_COMPANY_PATH } from './lib/routing/redirectParam';
import { SelectCompanyPage } from './pages/select-company/SelectCompanyPage';
import { authProvider as appAuthProvider } from './providers/authProvider';
import { dataProvider as appDataProvider } from './providers/dataProvider';
import { articleRoutes, articles } from './resources/articles';
import { customerRoutes, customers } from './resources/customers';
import { documentRoutes, documents } from './resources/documents';
import { generalRegRoutes, generalRegs } from './resources/general-regs';
import { shippingListRoutes, shippingLists } from './resources/shipping-lists';
import { HomeRedirect, redirectRoutes } from './routes/appRoutes';
import { buildTheme } from './theme/buildTheme';
import { DirectionProvider } from './theme/DirectionProvider';
import { useSettings } from './theme/SettingsContext';

export interface AppProps {
  i18nProvider: I18nProvider;
  dataProvider?: DataProvider;
  authProvider?: AuthProvider;
  store?: Store;
}

/**
 * The back office. Resources keep react-admin's REST names; their screens live at the
 * spec's URLs through `<CustomRoutes>` (docs/routing.md). Must render inside a router.
 */
export const App = ({
  i18nProvider,
  dataProvider = appDataProvider,
  authProvider = appAuthProvider,
  store,
}: AppProps) => {
  const { settings } = useSettings();
  const theme = useMemo(() => buildTheme(settings), [settings]);
  return (
    <DirectionProvider>
      {/* The top progress bar also runs on /login and /select-company (language changes). */}
      <ProgressBarStyles />
      <Admin
        title="Gestionale"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        theme={theme}
        darkTheme={theme}
        defaultTheme="light"
        layout={AppLayout}
        loginPage={LoginPage}
        dashboard={HomeRedirect}
        catchAll={NotFoundPage}
        error={AppError}
        loading={LoadingScreen}
        notification={StackedNotification}
        disableTelemetry
      >
        <Resource name="general-regs" {...generalRegs} />
        <Resource name="customers" {...customers} />
        <Resource name="articles" {...articles} />
        <Resource name="documents" {...documents} />
        <Resource name="shipping-lists" {...shippingLists} />
        <CustomRoutes noLayout>
          <Route path={SELECT_COMPANY_PATH} element={<SelectCompanyPage />} />
        </CustomRoutes>
        <CustomRoutes>
          {redirectRoutes}
          {generalRegRoutes}
          {customerRoutes}
          {articleRoutes}
          {documentRoutes}
          {shippingListRoutes}
          {dashboardRoutes}
        </CustomRoutes>
      </Admin>
    </DirectionProvider>
  );
};
