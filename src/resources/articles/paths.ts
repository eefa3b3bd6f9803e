import type { Identifier } from 'react-admin';

/** The spec's URLs of the articles, and their route patterns. */
export const articlePaths = {
  list: '/registry/articles',
  create: '/registry/articles/add',
  edit: (id: Identifier) => `/registry/articles/edit/${encodeURIComponent(String(id))}`,
  editPattern: '/registry/articles/edit/:id',
} as const;
