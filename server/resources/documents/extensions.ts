import type { TenantScope } from '../../lib/tenant';

/** A DDT that a row of an invoice bills (a deferred invoice's row points at a DDT item). */
export interface RowCitation {
  id: number;
  number: number;
  year: number;
  date: string;
}

/**
 * What the resources built on documents add to the rules of document rows. Documents do not
 * import them (dependencies point one way: shipping lists and deferred invoices use documents),
 * so each registers its part once, from `resources/index.ts`; a part nobody registered does
 * nothing. Every call runs inside the caller's transaction.
 */
export interface DocumentExtensions {
  /**
   * The least quantity order row `rowId` may be given: what shipping lists hold of it.
   * Locks the row the way adding a shipping item does, so neither side slips in between.
   */
  heldQuantity(tx: TenantScope, rowId: number): Promise<string>;
  /** After rows that bill shipping items were deleted from draft invoice `documentId`. */
  billedRowsDeleted(tx: TenantScope, documentId: number): Promise<void>;
  /** The DDT each row of document `documentId` bills, by row id (none: an empty map). */
  citations(tx: TenantScope, documentId: number): Promise<Map<number, RowCitation>>;
}

const registered: DocumentExtensions = {
  heldQuantity: async () => '0',
  billedRowsDeleted: async () => {},
  citations: async () => new Map(),
};

/** The extensions in force (read at call time, so registration order does not matter). */
export const documentExtensions: Readonly<DocumentExtensions> = registered;

/** Registers parts of the extensions; registering the same part again replaces it. */
export function extendDocuments(parts: Partial<DocumentExtensions>): void {
  Object.assign(registered, parts);
}
