/**
 * The areas' spec paths that are not a resource's own (`resources/<name>/paths.ts`): the
 * dashboards, and the first screen of the documents and shipping sections.
 */
export const DOCUMENT_TYPES = ['orders', 'invoices', 'credit-notes', 'debit-notes'] as const;
export type DocumentTypeSlug = (typeof DOCUMENT_TYPES)[number];

/** `credit-notes` -> `credit_notes`: the translation-key form of a slug. */
export const slugKey = (slug: string) => slug.replace(/-/g, '_');

export const AREA_PATHS = {
  dashboardSales: '/dashboards/sales',
  dashboardOrders: '/dashboards/orders',
  documents: (type: DocumentTypeSlug) => `/documents/sales/${type}`,
  shipping: '/shipping/list',
} as const;
