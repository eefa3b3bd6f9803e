import type { ReactNode } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { GeneralRegCreate } from './GeneralRegCreate';
import { GeneralRegEdit } from './GeneralRegEdit';
import { GeneralRegList } from './GeneralRegList';
import { generalRegPaths } from './paths';

// Loaded with the app on purpose: the forms are small, and a lazily loaded edit page would
// keep the create form on screen (a router transition) while its code arrives after a save.
const inResource = (element: ReactNode) => (
  <ResourceContextProvider value="general-regs">{element}</ResourceContextProvider>
);

/** The registry's screens at the spec's URLs, for `<CustomRoutes>`. */
export const generalRegRoutes = [
  <Route key="list" path={generalRegPaths.list} element={inResource(<GeneralRegList />)} />,
  <Route key="create" path={generalRegPaths.create} element={inResource(<GeneralRegCreate />)} />,
  <Route key="edit" path={generalRegPaths.editPattern} element={inResource(<GeneralRegEdit />)} />,
];
