import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './App';
import { AppRouterProvider, appRoutes } from './lib/routing/appRouter';
import { prepareStartup } from './startup';

/**
 * Start-up: index.html shows a loading screen while what the first screen needs arrives
 * (startup.ts); then the app replaces it (lib/routing/appRouter.tsx); later pages show the top
 * progress bar.
 */
async function start() {
  const app = <App {...await prepareStartup(window.location)} />;
  const root = createRoot(document.getElementById('root')!);
  // As a transition, the first screen renders in slices that leave the browser free between
  // them, not in one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppRouterProvider router={createBrowserRouter(appRoutes(app))} />
      </StrictMode>,
    ),
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
