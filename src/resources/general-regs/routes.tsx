import type { ReactNode } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { lazyPage } from '../../lib/progress/lazyPage';
import { generalRegPaths } from './paths';
import { GeneralRegList } from './GeneralRegList';

const GeneralRegCreate = lazyPage(() =>
  import('./GeneralRegCreate').then((m) => m.GeneralRegCreate),
);
const GeneralRegEdit = lazyPage(() => import('./GeneralRegEdit').then((m) => m.GeneralRegEdit));

const inResource = (element: ReactNode) => (
  <ResourceContextProvider value="general-regs">{element}</ResourceContextProvider>
);

/** The registry's screens at the spec's URLs, for `<CustomRoutes>`. */
export const generalRegRoutes = [
  <Route key="list" path={generalRegPaths.list} element={inResource(<GeneralRegList />)} />,
  <Route key="create" path={generalRegPaths.create} element={inResource(<GeneralRegCreate />)} />,
  <Route key="edit" path={generalRegPaths.editPattern} element={inResource(<GeneralRegEdit />)} />,
];
