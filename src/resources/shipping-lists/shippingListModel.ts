import { selectsOf, ShippingListStatus } from '../../../contract/enums';
import type { ShippingList } from '../../../contract/shipping-lists';
import type { Choice } from '../../lib/enumChoices';

/**
 * Pure pieces of the shipping lists' screens (their URLs are in paths.ts): the list's number
 * and status; what a header save sends is in ddtModel.ts.
 */
export const listStatusChoices = () => selectsOf.shippingListStatuses() as Choice<number>[];

export const isConfirmed = (list: Pick<ShippingList, 'status'> | undefined) =>
  list?.status === ShippingListStatus.confirmed;

/** `3/2026` once confirmed; an open list has no number yet (null: the UI says so). */
export const listNumber = (list: Pick<ShippingList, 'number' | 'year'> | undefined) =>
  list?.number ? `${list.number}/${list.year}` : null;
