import { LABEL_STATUS, LABEL_STATUSES, LabelStatus } from '../../../contract/enums';
import { LABEL_TRANSITIONS, type ShippingItem } from '../../../contract/shipping-lists';

/**
 * Label statuses in the UI (docs/shipping.md): which moves the server accepts, what a bulk
 * action may offer for the selected items, and the summary above the items grid.
 */
export const labelStatusKey = (status: number) => {
  const entry = LABEL_STATUS.find(([id]) => id === status);
  return entry ? `enums.label_status.${entry[1]}` : null;
};

/** The server's rule: the same status again, or a listed move; never voiding once confirmed. */
export function canMove(from: number, to: number, listConfirmed = false): boolean {
  if (listConfirmed && to === LabelStatus.voided) return false;
  return from === to || (LABEL_TRANSITIONS[from] ?? []).includes(to);
}

type Labelled = Pick<ShippingItem, 'label'>;

/**
 * The statuses a bulk change may offer for `items`: every one has a label that may take it,
 * and it changes at least one of them. None when an item has no label.
 */
export function bulkStatuses(items: Labelled[], listConfirmed = false): number[] {
  if (items.length === 0 || items.some((item) => !item.label)) return [];
  const statuses = items.map((item) => item.label!.status);
  return LABEL_STATUSES.filter(
    (to) =>
      statuses.every((from) => canMove(from, to, listConfirmed)) &&
      statuses.some((from) => from !== to),
  );
}

/** The label ids of `items` that can be printed: an existing label that is not voided. */
export function printableLabelIds(items: Labelled[]): number[] {
  return items
    .filter((item) => item.label && item.label.status !== LabelStatus.voided)
    .map((item) => item.label!.id);
}

/** An item needs a (new) label when it has none, or only a voided one. */
export const needsLabel = (item: Labelled) =>
  !item.label || item.label.status === LabelStatus.voided;

export interface LabelSummary {
  items: number;
  parcels: number;
  /** Items without a usable label (none, or a voided one). */
  missing: number;
  /** Items per label status. */
  byStatus: Record<number, number>;
  /** Confirmation may go ahead: at least one item, every one labelled. */
  ready: boolean;
}

export function labelSummary(items: (Labelled & Pick<ShippingItem, 'parcels'>)[]): LabelSummary {
  const byStatus: Record<number, number> = {};
  for (const item of items) {
    if (item.label) byStatus[item.label.status] = (byStatus[item.label.status] ?? 0) + 1;
  }
  const missing = items.filter(needsLabel).length;
  return {
    items: items.length,
    parcels: items.reduce((sum, item) => sum + item.parcels, 0),
    missing,
    byStatus,
    ready: items.length > 0 && missing === 0,
  };
}
