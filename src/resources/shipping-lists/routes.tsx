import type { ReactNode } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { ShippingListEdit } from './ShippingListEdit';
import { ShippingListList } from './ShippingListList';
import { shippingPaths } from './shippingListModel';

const inResource = (element: ReactNode) => (
  <ResourceContextProvider value="shipping-lists">{element}</ResourceContextProvider>
);

/** The spec's shipping screens (`/shipping/list`, `/shipping/edit/{id}`), for `<CustomRoutes>`. */
export const shippingListRoutes = [
  <Route
    key="shipping-list"
    path={shippingPaths.list}
    element={inResource(<ShippingListList />)}
  />,
  <Route
    key="shipping-edit"
    path={shippingPaths.editPattern}
    element={inResource(<ShippingListEdit />)}
  />,
];
