import { SdiStatus } from '../../../contract/enums';
import type { SdiReceiptOutcome } from '../../../contract/sdi';
import type { Receipt } from './receipt-parse';

const {
  to_send: TO_SEND,
  sent: SENT,
  delivered: DELIVERED,
  not_delivered: NOT_DELIVERED,
  rejected: REJECTED,
  accepted: ACCEPTED,
  refused: REFUSED,
} = SdiStatus;

/** Where a receipt may lead, and from which states; in `done` it changes nothing. */
interface Rule {
  to: number;
  from: number[];
  done: number[];
}

/** The state a receipt leads to; null for one that records nothing (DecorrenzaTermini). */
function ruleOf(receipt: Receipt): Rule | null {
  switch (receipt.kind) {
    case 'RC': // delivered to the buyer
      return { to: DELIVERED, from: [SENT, NOT_DELIVERED], done: [DELIVERED, ACCEPTED, REFUSED] };
    case 'MC': // not delivered: issued all the same, the copy is in the buyer's reserved area
    case 'AT': // a public administration could not be reached: the SDI attests the sending
      return {
        to: NOT_DELIVERED,
        from: [SENT],
        done: [NOT_DELIVERED, DELIVERED, ACCEPTED, REFUSED],
      };
    case 'NS': // rejected: the document was not received, correct it and send it again
      return { to: REJECTED, from: [SENT], done: [REJECTED] };
    case 'NE': {
      if (!receipt.outcome) return null;
      const to = receipt.outcome === 'EC01' ? ACCEPTED : REFUSED;
      return { to, from: [SENT, DELIVERED, NOT_DELIVERED], done: [to] };
    }
    default: // DT: the public administration did not answer in 15 days; nothing to record
      return null;
  }
}

/**
 * What a receipt does to a document in SDI state `current` (`to_send` when it waits for a new
 * sending): the new state, or why not. Receipts arrive late, twice and out of order: one
 * already recorded, or older than the state (a delivery after the buyer's answer), changes
 * nothing; one that contradicts the state (a delivery of a rejected file) is refused.
 */
export function applyRule(
  current: number,
  receipt: Receipt,
): { outcome: SdiReceiptOutcome; status: number } {
  const rule = ruleOf(receipt);
  if (!rule || rule.done.includes(current)) return { outcome: 'unchanged', status: current };
  if (current !== TO_SEND && rule.from.includes(current)) {
    return { outcome: 'updated', status: rule.to };
  }
  return { outcome: 'refused', status: current };
}
