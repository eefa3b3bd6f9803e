import type { ReactNode } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { DOCUMENT_TYPES, type DocumentType } from '../../../contract/documents';
import { DocumentCreate } from './DocumentCreate';
import { DocumentEdit } from './DocumentEdit';
import { DocumentList } from './DocumentList';
import { DocumentShow } from './DocumentShow';
import { documentPaths } from './documentModel';

const inResource = (element: ReactNode) => (
  <ResourceContextProvider value="documents">{element}</ResourceContextProvider>
);

const routesOf = (type: DocumentType) => [
  <Route
    key={`${type}-list`}
    path={documentPaths.list(type)}
    element={inResource(<DocumentList key={type} type={type} />)}
  />,
  <Route
    key={`${type}-create`}
    path={documentPaths.create(type)}
    element={inResource(<DocumentCreate key={type} type={type} />)}
  />,
  <Route
    key={`${type}-edit`}
    path={documentPaths.editPattern(type)}
    element={inResource(<DocumentEdit type={type} />)}
  />,
  <Route
    key={`${type}-show`}
    path={documentPaths.showPattern(type)}
    element={inResource(<DocumentShow type={type} />)}
  />,
];

/** The four document types' list, new, edit and show screens, for `<CustomRoutes>`. */
export const documentRoutes = DOCUMENT_TYPES.flatMap(routesOf);
