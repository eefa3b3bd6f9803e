import type { ReactNode } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { CustomerCreate } from './CustomerCreate';
import { CustomerList } from './CustomerList';
import { CustomerProfile } from './CustomerProfile';
import { customerPaths } from './paths';

const inResource = (element: ReactNode) => (
  <ResourceContextProvider value="customers">{element}</ResourceContextProvider>
);

/** The customers' screens at the spec's URLs, for `<CustomRoutes>` (`new` wins over `:id`). */
export const customerRoutes = [
  <Route key="list" path={customerPaths.list} element={inResource(<CustomerList />)} />,
  <Route key="create" path={customerPaths.create} element={inResource(<CustomerCreate />)} />,
  <Route key="edit" path={customerPaths.editPattern} element={inResource(<CustomerProfile />)} />,
];
