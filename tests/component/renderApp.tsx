import { render } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { App } from '../../src/App';
import { NavigatorBridge } from '../../src/lib/routing/NavigatorBridge';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { initialiseSession } from '../../src/providers/session';
import { SettingsProvider } from '../../src/theme/SettingsContext';

/**
 * Renders the real app at `path`, the way main.tsx starts it: catalogue loaded, session
 * initialised from localStorage (msw answers the profile), then the router.
 */
export async function renderApp(path: string) {
  const [i18nProvider] = await Promise.all([createI18nProvider(), initialiseSession()]);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <NavigatorBridge />
            <App i18nProvider={i18nProvider} store={memoryStore()} />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <SettingsProvider>
      <RouterProvider router={router} useTransitions={false} />
    </SettingsProvider>,
  );
  const location = () => router.state.location.pathname + router.state.location.search;
  return { ...view, router, location };
}
