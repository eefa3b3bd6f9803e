import type { ReactNode } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { ArticleCreate } from './ArticleCreate';
import { ArticleEdit } from './ArticleEdit';
import { ArticleList } from './ArticleList';
import { articlePaths } from './paths';

const inResource = (element: ReactNode) => (
  <ResourceContextProvider value="articles">{element}</ResourceContextProvider>
);

/** The articles' screens at the spec's URLs, for `<CustomRoutes>`. */
export const articleRoutes = [
  <Route key="list" path={articlePaths.list} element={inResource(<ArticleList />)} />,
  <Route key="create" path={articlePaths.create} element={inResource(<ArticleCreate />)} />,
  <Route key="edit" path={articlePaths.editPattern} element={inResource(<ArticleEdit />)} />,
];
