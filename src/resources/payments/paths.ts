import type { Identifier } from 'react-admin';

/** Payments received: `/collections/payments`, `/add`, `/show/{id}` (never edited). */
export const paymentPaths = {
  list: '/collections/payments',
  create: '/collections/payments/add',
  show: (id: Identifier) => `/collections/payments/show/${encodeURIComponent(String(id))}`,
  showPattern: '/collections/payments/show/:id',
} as const;
