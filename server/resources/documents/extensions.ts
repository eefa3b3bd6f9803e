import type { TenantScope } from '../../lib/tenant';
import type { DocumentLetter } from '../../../contract/letters-of-intent';
import type { UnbilledItem } from './billing-rules';
import type { documents } from './table';

type DocumentRecord = typeof documents.$inferSelect;

/** A DDT that a row of an invoice bills (a deferred invoice's row points at a DDT item). */
export interface RowCitation {
  id: number;
  number: number;
  year: number;
  date: string;
}

/** What confirmed DDTs ship of an order row, and how much of that no invoice row bills yet. */
export interface RowShipped {
  shipped: string;
  unbilled: string;
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
  /** What confirmed DDTs ship of the rows of order `orderId`, by row id (none: absent). */
  shippedOf(tx: TenantScope, orderId: number): Promise<Map<number, RowShipped>>;
  /**
   * The confirmed DDT items of order `orderId`'s rows that no invoice row bills, in DDT date
   * and item order, their DDTs locked first (`FOR UPDATE`, as the deferred invoicing locks
   * them) so that converting the order and a deferred run queue instead of racing.
   */
  unbilledItems(tx: TenantScope, orderId: number): Promise<UnbilledItem[]>;
  /** After invoice `invoiceId` billed DDT items: the DDTs it leaves with nothing to bill are its. */
  itemsBilled(tx: TenantScope, invoiceId: number): Promise<void>;
  /** Whether a letter of intent of the customer covers `date` (new rows then go at N3.5). */
  intentCovers(tx: TenantScope, customerId: number, date: string): Promise<boolean>;
  /** The letter of intent the document's N3.5 rows use (issued) or would use (draft). */
  letterOfIntent(tx: TenantScope, doc: DocumentRecord): Promise<DocumentLetter | null>;
  /**
   * In the transaction, once nothing else refuses it, on the issue date: what the
   * document takes of its customer's letter of intent (a 409 when there is none or too little).
   */
  issuing(tx: TenantScope, doc: DocumentRecord, date: string): Promise<void>;
  /** The SDI rejected issued document `doc`: it counts as never issued until sent again. */
  sdiRejected(tx: TenantScope, doc: DocumentRecord): Promise<void>;
  /** Rejected document `doc`, corrected, goes back to the SDI (409 to refuse). */
  resending(tx: TenantScope, doc: DocumentRecord): Promise<void>;
  /**
   * The due dates of issued document `doc` were stored (its issue, a correction after an
   * SDI rejection): what it owes or credits follows them (409 to refuse).
   */
  dueDatesStored(tx: TenantScope, doc: DocumentRecord): Promise<void>;
  /**
   * The rows or the status of order `documentId` changed (or it was deleted): what it reserves
   * of its articles' stock follows. `departed`: articles its rows no longer name (a row
   * deleted, or given another article), beyond those its rows name now.
   */
  orderRowsChanged(
    tx: TenantScope,
    documentId: number,
    departed?: readonly (number | null)[],
  ): Promise<void>;
}

const registered: DocumentExtensions = {
  heldQuantity: async () => '0',
  billedRowsDeleted: async () => {},
  citations: async () => new Map(),
  shippedOf: async () => new Map(),
  unbilledItems: async () => [],
  itemsBilled: async () => {},
  intentCovers: async () => false,
  letterOfIntent: async () => null,
  issuing: async () => {},
  sdiRejected: async () => {},
  resending: async () => {},
  dueDatesStored: async () => {},
  orderRowsChanged: async () => {},
};

/** The extensions in force (read at call time, so registration order does not matter). */
export const documentExtensions: Readonly<DocumentExtensions> = registered;

/** Registers parts of the extensions; registering the same part again replaces it. */
export function extendDocuments(parts: Partial<DocumentExtensions>): void {
  Object.assign(registered, parts);
}
