import { memoryStore } from 'react-admin';
import { App } from '../../src/App';
import { renderAt } from './renderAt';

/**
 * The whole app at `path`: login, company choice, layout, every route. For the few smoke
 * tests that need them; a screen's own tests use `renderScreen` (renderScreen.tsx).
 */
export const renderApp = (path: string) =>
  renderAt(path, (i18nProvider) => <App i18nProvider={i18nProvider} store={memoryStore()} />);
