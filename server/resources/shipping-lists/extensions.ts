import type { TenantScope } from '../../lib/tenant';

/**
 * What other resources add to the confirmation of a DDT. Shipping lists do not import them
 * (the stock uses shipping lists, not the other way round), so each registers its part from
 * `resources/index.ts`; a part nobody registered does nothing. Runs in the confirmation's
 * transaction, after the list is numbered and its rows marked shipped: a refusal (409) rolls
 * the whole confirmation back.
 */
export interface ShippingExtensions {
  /** DDT `listId` is being confirmed: the stock moves (docs/stock.md). */
  confirming(tx: TenantScope, listId: number): Promise<void>;
}

const registered: ShippingExtensions = {
  confirming: async () => {},
};

export const shippingExtensions: Readonly<ShippingExtensions> = registered;

/** Registers parts of the extensions; registering the same part again replaces it. */
export function extendShipping(parts: Partial<ShippingExtensions>): void {
  Object.assign(registered, parts);
}
