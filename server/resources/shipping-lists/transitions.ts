import { LABEL_STATUS, LabelStatus } from '../../../contract/enums';
import { LABEL_TRANSITIONS } from '../../../contract/shipping-lists';
import { conflict, msg, type Message } from '../../lib/errors';

/** Allowed label changes: contract/shipping-lists.ts, the same table the SPA offers. */

export function allowedLabelStatuses(from: number): number[] {
  return [...(LABEL_TRANSITIONS[from] ?? [])];
}

/** Staying put is allowed (an idempotent repeat of the same change). */
export function canMoveLabel(from: number, to: number): boolean {
  return from === to || allowedLabelStatuses(from).includes(to);
}

/** The name of a label status, a message parameter in the reader's language ("Stampata"). */
export function labelStatusName(status: number): Message | string {
  const key = LABEL_STATUS.find(([id]) => id === status)?.[1];
  return key ? msg(`label_status.${key}`) : String(status);
}

/** The 409 of an illegal label change, naming both states. */
export function labelTransitionError(id: number, from: number, to: number) {
  const allowed = allowedLabelStatuses(from).map((s) => labelStatusName(s) as Message);
  const names = { id, from: labelStatusName(from), to: labelStatusName(to) };
  return conflict(
    allowed.length
      ? msg('labels.transition', { ...names, allowed })
      : msg('labels.transition_final', names),
  );
}

export function assertLabelTransition(id: number, from: number, to: number): void {
  if (!canMoveLabel(from, to)) throw labelTransitionError(id, from, to);
}

/** What printing does to a label: "to print" becomes "printed", the others stay. */
export const afterPrinting = (status: number) =>
  status === LabelStatus.to_print ? LabelStatus.printed : status;
