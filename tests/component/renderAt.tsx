import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { I18nProvider } from 'react-admin';
import { createMemoryRouter } from 'react-router-dom';
import { AppRouterProvider, appRoutes } from '../../src/lib/routing/appRouter';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { initialiseSession } from '../../src/providers/session';

/**
 * Mounts `ui(i18nProvider)` at `path` the way main.tsx starts the app: catalogue loaded,
 * session initialised from localStorage (msw answers the profile), then the router.
 * `location()` is the router's path and query now. Used by renderApp and renderScreen.
 */
export async function renderAt(path: string, ui: (i18nProvider: I18nProvider) => ReactElement) {
  const [i18nProvider] = await Promise.all([createI18nProvider(), initialiseSession()]);
  const router = createMemoryRouter(appRoutes(ui(i18nProvider)), { initialEntries: [path] });
  const view = render(<AppRouterProvider router={router} />);
  const location = () => router.state.location.pathname + router.state.location.search;
  return { ...view, router, location };
}
