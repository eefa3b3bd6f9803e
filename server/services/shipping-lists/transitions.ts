import { LABEL_STATUS, SHIPPING_LIST_STATUS } from '../../../contract/enums';
import { conflict } from '../../errors';

export const LABEL = { toPrint: 0, printed: 1, applied: 2, voided: 3 } as const;
export const LIST = { open: 0, confirmed: 1 } as const;

/**
 * Allowed label changes (docs/shipping.md): printed after "to print", applied after printed;
 * any label but a voided one may be voided; voided is final (a new label replaces it).
 */
const LABEL_TRANSITIONS: Record<number, readonly number[]> = {
  0: [1, 3],
  1: [2, 3],
  2: [3],
  3: [],
};

// Italian first, as the UI shows them; the English name follows for the log reader.
const ITALIAN: Record<number, string> = {
  0: 'da stampare',
  1: 'stampata',
  2: 'applicata',
  3: 'annullata',
};

export function allowedLabelStatuses(from: number): number[] {
  return [...(LABEL_TRANSITIONS[from] ?? [])];
}

/** Staying put is allowed (an idempotent repeat of the same change). */
export function canMoveLabel(from: number, to: number): boolean {
  return from === to || allowedLabelStatuses(from).includes(to);
}

/** `"stampata" (printed, 1)`: the Italian label, the English name and the value. */
export function labelStatusName(status: number): string {
  const english = LABEL_STATUS.find(([id]) => id === status)?.[1].replaceAll('_', ' ');
  return english ? `"${ITALIAN[status]}" (${english}, ${status})` : String(status);
}

export function listStatusName(status: number): string {
  const english = SHIPPING_LIST_STATUS.find(([id]) => id === status)?.[1];
  return english ? `"${status ? 'confermata' : 'aperta'}" (${english})` : String(status);
}

/** The 409 of an illegal label change, naming both states. */
export function labelTransitionError(id: number, from: number, to: number) {
  const allowed = allowedLabelStatuses(from).map(labelStatusName);
  return conflict(
    `Label ${id} cannot go from ${labelStatusName(from)} to ${labelStatusName(to)}` +
      (allowed.length ? `: allowed are ${allowed.join(', ')}` : ': it is final'),
  );
}

export function assertLabelTransition(id: number, from: number, to: number): void {
  if (!canMoveLabel(from, to)) throw labelTransitionError(id, from, to);
}

/** What printing does to a label: "to print" becomes "printed", the others stay. */
export const afterPrinting = (status: number) =>
  status === LABEL.toPrint ? LABEL.printed : status;
