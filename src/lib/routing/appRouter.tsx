import type { ReactNode } from 'react';
import { RouterProvider, type RouteObject, type RouterProviderProps } from 'react-router-dom';
import { SettingsProvider } from '../../theme/SettingsContext';
import { NavigatorBridge } from './NavigatorBridge';

/**
 * The app under one catch-all route with the bridge that lets the httpClient navigate:
 * main.tsx makes a browser router of it, the component tests a memory router.
 */
export const appRoutes = (app: ReactNode): RouteObject[] => [
  {
    path: '*',
    element: (
      <>
        <NavigatorBridge />
        {app}
      </>
    ),
  },
];

/**
 * The router inside the settings shared by theme, layouts and lists. Navigation renders at
 * once (`useTransitions={false}`): the previous screen never lingers under the new URL.
 */
export const AppRouterProvider = ({ router }: Pick<RouterProviderProps, 'router'>) => (
  <SettingsProvider>
    <RouterProvider router={router} useTransitions={false} />
  </SettingsProvider>
);
