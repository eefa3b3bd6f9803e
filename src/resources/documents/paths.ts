import type { Identifier } from 'react-admin';
import { DOCUMENT_TYPES, type DocumentType } from '../../../contract/document-types';

/** Each document type's slug in the spec's URLs. */
export const DOCUMENT_SLUGS = {
  quote: 'quotes',
  order: 'orders',
  invoice: 'invoices',
  'credit-note': 'credit-notes',
  'debit-note': 'debit-notes',
} as const satisfies Record<DocumentType, string>;
export type DocumentSlug = (typeof DOCUMENT_SLUGS)[DocumentType];

export const typeOfSlug = (slug: string): DocumentType | null =>
  DOCUMENT_TYPES.find((type) => DOCUMENT_SLUGS[type] === slug) ?? null;

const base = (type: DocumentType) => `/documents/sales/${DOCUMENT_SLUGS[type]}`;
const encoded = (id: Identifier) => encodeURIComponent(String(id));

/** The spec's URLs (`/documents/sales/{type}/edit/{id}`); a new document is `.../add`. */
export const documentPaths = {
  list: base,
  create: (type: DocumentType) => `${base(type)}/add`,
  edit: (type: DocumentType, id: Identifier) => `${base(type)}/edit/${encoded(id)}`,
  show: (type: DocumentType, id: Identifier) => `${base(type)}/show/${encoded(id)}`,
  editPattern: (type: DocumentType) => `${base(type)}/edit/:id`,
  showPattern: (type: DocumentType) => `${base(type)}/show/:id`,
  /**
   * The list with `filter` applied (react-admin reads `filter` and `displayedFilters` from
   * the URL), so a dashboard figure opens the documents it counts. Arrays (several
   * statuses) are kept as arrays; every filtered field's input is shown.
   */
  filtered: (type: DocumentType, filter: Record<string, unknown>) => {
    const displayed = Object.fromEntries(Object.keys(filter).map((key) => [key, true]));
    const query = new URLSearchParams({
      filter: JSON.stringify(filter),
      displayedFilters: JSON.stringify(displayed),
      page: '1',
    });
    return `${base(type)}?${query}`;
  },
};
