/**
 * Spec routes whose screens come in later issues. Each shows an honest "not available
 * yet" page; an issue that builds the screen removes its lines from here (the sales
 * documents' screens are `resources/documents/routes.tsx`, the shipping lists'
 * `resources/shipping-lists/routes.tsx`).
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

export interface Placeholder {
  path: string;
  /** Translation key of the screen's name. */
  title: string;
}

export const PLACEHOLDERS: Placeholder[] = [
  { path: AREA_PATHS.dashboardSales, title: 'app.pages.dashboard_sales' },
  { path: AREA_PATHS.dashboardOrders, title: 'app.pages.dashboard_orders' },
];
