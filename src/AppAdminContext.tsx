import type { QueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import {
  AdminContext,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
  type Store,
} from 'react-admin';
import { ProgressBarStyles } from './lib/progress/ProgressBarStyles';
import { authProvider as appAuthProvider } from './providers/authProvider';
import { dataProvider as appDataProvider } from './providers/dataProvider';
import { buildTheme } from './theme/buildTheme';
import { DirectionProvider } from './theme/DirectionProvider';
import { useSettings } from './theme/SettingsContext';
import { createQueryClient } from './providers/queryClient';

export interface AppAdminContextProps {
  i18nProvider: I18nProvider;
  dataProvider?: DataProvider;
  authProvider?: AuthProvider;
  store?: Store;
  /** main.tsx gives startup.ts's; else one of our own (providers/queryClient.ts). */
  queryClient?: QueryClient;
  children: ReactNode;
}

/**
 * react-admin's `AdminContext` with the app's providers and the theme of the settings panel.
 * App.tsx puts the whole UI in it; the component tests' harness one screen
 * (tests/component/renderScreen.tsx). Must render inside a router and the SettingsProvider.
 */
export const AppAdminContext = ({
  i18nProvider,
  dataProvider = appDataProvider,
  authProvider = appAuthProvider,
  store,
  queryClient,
  children,
}: AppAdminContextProps) => {
  const { settings } = useSettings();
  const theme = useMemo(() => buildTheme(settings), [settings]);
  const [ownClient] = useState(createQueryClient);
  return (
    <DirectionProvider>
      {/* The top progress bar also runs on /login and /select-company (language changes). */}
      <ProgressBarStyles />
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        queryClient={queryClient ?? ownClient}
        theme={theme}
        darkTheme={theme}
        defaultTheme="light"
      >
        {children}
      </AdminContext>
    </DirectionProvider>
  );
};
