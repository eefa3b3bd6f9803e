/**
 * Sales documents live at one endpoint; `type` tells them apart (ARCHITECTURE: wire contract).
 * Apart from contract/documents.ts (which re-exports them) so that the SPA's routes and menu
 * need not load the documents' schemas.
 */
export const DOCUMENT_TYPES = ['order', 'invoice', 'credit-note', 'debit-note'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
