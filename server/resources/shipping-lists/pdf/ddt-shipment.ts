import Decimal from 'decimal.js';

/**
 * The shipment of a DDT as a courier counts it: one DDT is one shipment to one place, its
 * parcels numbered across all its items in item order (7 parcels in three items read 1/7 …
 * 7/7, never 1/3, 1/2, 1/2 …), its gross weight the one typed on the DDT or else the items'.
 */
export interface ShipmentItem {
  id: number;
  parcels: number;
  weight: string | null;
}

export interface Shipment {
  /** Parcels of the whole DDT. */
  parcels: number;
  /** Kilograms: the DDT's gross weight, else the items' weights summed; null when none. */
  gross_weight: string | null;
  /** The shipment number of each item's first parcel, by item id (1 for the first item). */
  first_parcel: Map<number, number>;
}

/** `items` in item order (id); `grossWeight` is the DDT's own, if typed. */
export function shipmentOf(items: ShipmentItem[], grossWeight: string | null): Shipment {
  const sorted = [...items].sort((a, b) => a.id - b.id);
  const first_parcel = new Map<number, number>();
  let parcels = 0;
  let weight: Decimal | null = null;
  for (const item of sorted) {
    first_parcel.set(item.id, parcels + 1);
    parcels += item.parcels;
    if (item.weight !== null) weight = (weight ?? new Decimal(0)).plus(item.weight);
  }
  const gross = grossWeight ?? weight?.toFixed() ?? null;
  return {
    parcels,
    gross_weight: gross === null ? null : new Decimal(gross).toFixed(),
    first_parcel,
  };
}
