/**
 * Sales documents live at one endpoint; `type` tells them apart (ARCHITECTURE: wire contract).
 * Apart from contract/documents.ts (which re-exports them) so that the SPA's routes and menu
 * need not load the documents' schemas.
 */
// Orders first: the menu's order, and `/documents` opens the orders (the spec).
export const DOCUMENT_TYPES = ['order', 'quote', 'invoice', 'credit-note', 'debit-note'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
/**
 * Quotes and orders: numbered when created (their own yearly numbering, not fiscal), with
 * statuses of their own; no due dates, no SDI. The other types are fiscal (`FISCAL_TYPES`).
 */
export const COMMERCIAL_TYPES = ['quote', 'order'] as const satisfies readonly DocumentType[];
export const isCommercial = (type: string) =>
  (COMMERCIAL_TYPES as readonly string[]).includes(type);
