import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './App';
import { openingList } from './lib/list/openingList';
import { preloadPage } from './lib/progress/lazyPage';
import { dataProvider } from './providers/dataProvider';
import { AppRouterProvider, appRoutes } from './lib/routing/appRouter';
import { createI18nProvider } from './providers/i18nProvider';
import { initialiseSession } from './providers/session';
import { getToken } from './providers/storage';
import { loadSettings } from './theme/SettingsContext';

/**
 * Start-up: index.html shows a loading screen while the active language's catalogue
 * loads and the session initialises (profile fetched when the stored token is valid);
 * then the app replaces it (lib/routing/appRouter.tsx); lazy pages show the top progress bar.
 */
async function start() {
  // The session's request goes first: the page's code is a few dozen requests, and the
  // browser's six connections would otherwise serve them before it.
  // Then, on a list screen, its rows: requested beside the screen's code, not after it.
  const session = initialiseSession().then((state) => {
    const list = state.user?.company_id != null ? openingList(window.location) : undefined;
    if (list) dataProvider.requestListEarly(list.resource, list.params);
    return state;
  });
  // Signed in: the page's code (and the sideblock layout, when chosen; the main one comes with
  // the first chunks) load beside the session and the language.
  if (getToken()) {
    if (loadSettings().layout === 'sideblock') void import('./layout/SideblockLayout');
    preloadPage(window.location.pathname);
  }
  const [i18nProvider] = await Promise.all([createI18nProvider(), session]);
  const router = createBrowserRouter(appRoutes(<App i18nProvider={i18nProvider} />));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppRouterProvider router={router} />
    </StrictMode>,
  );
}

// If the app cannot even start (its language file or script did not load), say so instead of
// leaving the loading screen spinning. Italian: the catalogues are what failed to load.
start().catch((error: unknown) => {
  console.error(error);
  const root = document.getElementById('root')!;
  root.textContent =
    'Impossibile avviare il gestionale: controlla la connessione e ricarica la pagina.';
  root.setAttribute('role', 'alert');
  root.style.cssText = 'padding: 48px; font: 16px system-ui, sans-serif; text-align: center';
});
