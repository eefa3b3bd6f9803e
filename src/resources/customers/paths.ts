import type { Identifier } from 'react-admin';

/**
 * The spec's URLs of the customers. The spec names only the profile
 * (`/registry/customers/profile/{id}`); a new customer is the profile `new` (docs/routing.md).
 */
export const customerPaths = {
  list: '/registry/customers',
  create: '/registry/customers/profile/new',
  edit: (id: Identifier) => `/registry/customers/profile/${encodeURIComponent(String(id))}`,
  editPattern: '/registry/customers/profile/:id',
} as const;
