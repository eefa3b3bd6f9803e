import type { ShippingList } from '../../../contract/shipping-lists';

/**
 * Pure pieces of the DDT section of the edit page: the place of delivery's choices, the gross
 * weight's placeholder, the invoicing state and what a header save sends.
 */

/** The empty choice of the destination: the customer's billing address. */
export const BILLING_ADDRESS = 'shipping.fields.billing_address';

export interface DestinationOption {
  id: number;
  name: string;
  address?: string | null;
  city?: string | null;
}

/** "Magazzino Verona — Via del Porto 4, Verona". */
export const destinationChoices = (destinations: DestinationOption[]) =>
  destinations.map((d) => ({
    id: d.id,
    name: [d.name, [d.address, d.city].filter(Boolean).join(', ')].filter(Boolean).join(' — '),
  }));

/** A confirmed DDT is billed by an invoice, or still to bill; an open list is neither. */
export type InvoicingState =
  | { kind: 'open' }
  | { kind: 'to_invoice' }
  | { kind: 'invoiced'; invoice: NonNullable<ShippingList['invoice']> };

export function invoicingState(
  list: Pick<ShippingList, 'status' | 'invoice'> | undefined,
): InvoicingState {
  if (list?.invoice) return { kind: 'invoiced', invoice: list.invoice };
  return list?.status === 1 ? { kind: 'to_invoice' } : { kind: 'open' };
}

/** "15/2026", or null for a draft invoice (the UI says "bozza"). */
export const invoiceNumber = (invoice: { number: number | null; year: number }) =>
  invoice.number === null ? null : `${invoice.number}/${invoice.year}`;

const HEADER_FIELDS = [
  'date',
  'customer_id',
  'destination_id',
  'transport_reason',
  'carriage',
  'transport_by',
  'carrier_id',
  'goods_appearance',
  'gross_weight',
  'transport_start',
  'cod_amount',
  'notes',
  'version',
] as const;

/**
 * What `PUT /shipping-lists/{id}` gets: the header and its version, never the items nor the
 * read-only names. A `transport_start` the date-time input gives as a Date goes as ISO 8601.
 */
export function headerPayload(record: Partial<ShippingList>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of HEADER_FIELDS) {
    const value: unknown = record[field];
    if (value === undefined) continue;
    out[field] = value === '' ? null : value instanceof Date ? value.toISOString() : value;
  }
  return out;
}
