import type { ReactNode } from 'react';
import { memoryStore, ResourceDefinitionContextProvider, TitlePortal } from 'react-admin';
import { Routes } from 'react-router-dom';
import { AppAdminContext } from '../../src/AppAdminContext';
import { StackedNotification } from '../../src/layout/StackedNotification';
import { resourceDefinitions } from '../../src/resources';
import { renderAt } from './renderAt';

/**
 * The harness of the component tests: the screens of `routes` (a resource's or the
 * dashboards' `routes`) at `path`, inside react-admin's AdminContext with the app's real
 * providers (dataProvider, authProvider, i18nProvider, theme) over msw, with the title slot
 * and the notifications of the app bar and layout, but without them: no login page, company
 * choice, menu or app bar (renderApp has those).
 */
export const renderScreen = (path: string, routes: ReactNode) =>
  renderAt(path, (i18nProvider) => (
    <AppAdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      {/* Every resource's definition, as in the app: links to other resources work. */}
      <ResourceDefinitionContextProvider definitions={resourceDefinitions}>
        <TitlePortal component="h1" />
        <Routes>{routes}</Routes>
        <StackedNotification />
      </ResourceDefinitionContextProvider>
    </AppAdminContext>
  ));
