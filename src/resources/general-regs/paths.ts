import type { Identifier } from 'react-admin';

/** The spec's URLs of the general registry (anagrafiche), and their route patterns. */
export const generalRegPaths = {
  list: '/registry/general',
  create: '/registry/general/add',
  edit: (id: Identifier) => `/registry/general/edit/${encodeURIComponent(String(id))}`,
  editPattern: '/registry/general/edit/:id',
} as const;
