import Decimal from 'decimal.js';
import type { Instalment } from '../../../contract/instalments';

/** What the form allocates to each instalment, by `i<id>` (wire decimals; '' for nothing). */
export type Amounts = Record<string, string>;

export const keyOf = (id: number) => `i${id}`;

const valid = (value: string | undefined) => {
  try {
    return value ? new Decimal(value) : new Decimal(0);
  } catch {
    return new Decimal(0);
  }
};

/** The allocations the API takes: the instalments given more than zero, in list order. */
export function allocationsOf(instalments: readonly Pick<Instalment, 'id'>[], amounts: Amounts) {
  return instalments
    .map((i) => ({ instalment_id: i.id, amount: amounts[keyOf(i.id)] ?? '' }))
    .filter((a) => valid(a.amount).gt(0));
}

/** Allocated in all, left of `amount` as credit, and by how much the allocations exceed it. */
export function allocationTotals(amount: string | undefined, amounts: Amounts) {
  const total = Object.values(amounts).reduce((sum, v) => sum.plus(valid(v)), new Decimal(0));
  const paid = valid(amount);
  return {
    allocated: total.toFixed(2),
    left: Decimal.max(paid.minus(total), 0).toFixed(2),
    over: Decimal.max(total.minus(paid), 0).toFixed(2),
  };
}

/** `amount` spread over `instalments` in their order (the oldest due first), each up to its open. */
export function spread(amount: string | undefined, instalments: readonly Instalment[]): Amounts {
  let left = valid(amount);
  const out: Amounts = {};
  for (const i of instalments) {
    const part = Decimal.min(left, i.open);
    out[keyOf(i.id)] = part.gt(0) ? part.toFixed(2) : '';
    left = left.minus(Decimal.max(part, 0));
  }
  return out;
}

/** Each of `ids` for its whole open amount (the ledger's "Registra incasso"). */
export function openOf(instalments: readonly Instalment[], ids: readonly number[]): Amounts {
  return Object.fromEntries(
    instalments.filter((i) => ids.includes(i.id)).map((i) => [keyOf(i.id), i.open]),
  );
}
