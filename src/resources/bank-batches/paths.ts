import type { Identifier } from 'react-admin';

/** Bank batches: `/collections/bank-batches`, `/add`, `/show/{id}` (never edited). */
export const bankBatchPaths = {
  list: '/collections/bank-batches',
  create: '/collections/bank-batches/add',
  show: (id: Identifier) => `/collections/bank-batches/show/${encodeURIComponent(String(id))}`,
  showPattern: '/collections/bank-batches/show/:id',
} as const;
