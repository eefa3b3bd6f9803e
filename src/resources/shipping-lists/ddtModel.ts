import { ShippingListStatus } from '../../../contract/enums';
import type { ShippingList } from '../../../contract/shipping-lists';

/**
 * Pure pieces of the DDT section of the edit page: the invoicing state and what a header save
 * sends (the place of delivery is the customers' `DestinationInput`).
 */

/** A confirmed DDT is billed by an invoice, or still to bill; an open list is neither. */
export type InvoicingState =
  | { kind: 'open' }
  | { kind: 'to_invoice' }
  | { kind: 'invoiced'; invoice: NonNullable<ShippingList['invoice']> };

export function invoicingState(
  list: Pick<ShippingList, 'status' | 'invoice'> | undefined,
): InvoicingState {
  if (list?.invoice) return { kind: 'invoiced', invoice: list.invoice };
  return list?.status === ShippingListStatus.confirmed ? { kind: 'to_invoice' } : { kind: 'open' };
}

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

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/**
 * A date and time as the API takes it (ISO 8601 with the offset): the date-time input gives
 * the local wall time ("2026-11-21T08:30"), read in the browser's time zone.
 */
export function instantOf(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && LOCAL_DATE_TIME.test(value)) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : date.toISOString();
  }
  return value;
}

/**
 * What `PUT /shipping-lists/{id}` gets: the header and its version, never the items nor the
 * read-only names; `transport_start` as ISO 8601.
 */
export function headerPayload(record: Partial<ShippingList>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of HEADER_FIELDS) {
    const value: unknown = record[field];
    if (value === undefined) continue;
    out[field] = value === '' ? null : field === 'transport_start' ? instantOf(value) : value;
  }
  return out;
}
