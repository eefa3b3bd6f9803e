import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { NavigatorBridge } from './lib/routing/NavigatorBridge';
import { createI18nProvider } from './providers/i18nProvider';
import { initialiseSession } from './providers/session';
import { SettingsProvider } from './theme/SettingsContext';

/**
 * Start-up: index.html shows a loading screen while the active language's catalogue
 * loads and the session initialises (profile fetched when the stored token is valid);
 * then the app replaces it. Navigation renders at once (`useTransitions={false}`): the
 * previous screen never lingers under the new URL; lazy pages show the top progress bar.
 */
async function start() {
  const [i18nProvider] = await Promise.all([createI18nProvider(), initialiseSession()]);
  const router = createBrowserRouter([
    {
      path: '*',
      element: (
        <>
          <NavigatorBridge />
          <App i18nProvider={i18nProvider} />
        </>
      ),
    },
  ]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <SettingsProvider>
        <RouterProvider router={router} useTransitions={false} />
      </SettingsProvider>
    </StrictMode>,
  );
}

void start();
