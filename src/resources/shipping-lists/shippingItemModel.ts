import type { Candidate, ShippingItem } from '../../../contract/shipping-lists';
import { MAX_PARCELS } from '../../../contract/shipping-lists';

/**
 * The quantities of shipping items, checked in the UI as the server does (docs/shipping.md
 * "Quantities"): more than zero, three decimals at most, never more than what is left.
 */
const SCALE = 1000;

/** `"2.500"` -> 2500 thousandths, exactly (no float); null when it is not a decimal. */
export function toThousandths(value: string | null | undefined): number | null {
  const text = (value ?? '').trim();
  const match = /^(\d+)(?:\.(\d{1,3}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * SCALE + Number((match[2] ?? '').padEnd(3, '0'));
}

/** 2500 -> `"2.5"`: thousandths back to a wire decimal, without trailing zeros. */
export function fromThousandths(value: number): string {
  const whole = Math.floor(value / SCALE);
  const fraction = String(value % SCALE)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

export type QuantityError = 'required' | 'invalid' | 'too_much' | null;

/** Why `quantity` cannot be shipped when `left` is what remains of the row (null: it can). */
export function quantityError(quantity: string | null | undefined, left: string): QuantityError {
  if (!quantity || quantity.trim() === '') return 'required';
  const asked = toThousandths(quantity);
  if (asked === null || asked <= 0) return 'invalid';
  return asked > (toThousandths(left) ?? 0) ? 'too_much' : null;
}

/** Parcels: a whole number from 1 to 99. */
export const parcelsValid = (parcels: unknown) =>
  Number.isInteger(Number(parcels)) && Number(parcels) >= 1 && Number(parcels) <= MAX_PARCELS;

/** What an item may hold on edit: what is left of its row plus its own current quantity. */
export function editLimit(
  item: Pick<ShippingItem, 'quantity'>,
  candidate?: Pick<Candidate, 'left'>,
) {
  return fromThousandths(
    (toThousandths(item.quantity) ?? 0) + (toThousandths(candidate?.left) ?? 0),
  );
}

/** `45/2026`: the order a row or an item belongs to. */
export const orderNumber = (row: { order_number: number; order_year: number }) =>
  `${row.order_number}/${row.order_year}`;

export interface ItemValues {
  quantity: string;
  parcels: number | string;
  weight?: string | null;
}

/** What the item's add or edit sends: parcels as a number, an empty weight as null. */
export const itemPayload = (values: ItemValues) => ({
  quantity: values.quantity,
  parcels: Number(values.parcels),
  weight: values.weight ? values.weight : null,
});
