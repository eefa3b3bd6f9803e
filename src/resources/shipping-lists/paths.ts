import type { Identifier } from 'react-admin';

/** The spec's shipping screens: `/shipping/list` and `/shipping/edit/{id}` (no create page). */
export const shippingPaths = {
  list: '/shipping/list',
  edit: (id: Identifier) => `/shipping/edit/${encodeURIComponent(String(id))}`,
  editPattern: '/shipping/edit/:id',
} as const;
