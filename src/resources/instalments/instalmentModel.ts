import Decimal from 'decimal.js';
import {
  AGEING_BUCKETS,
  INSTALMENT_STATES,
  type Instalment,
  type InstalmentState,
} from '../../../contract/instalments';
import { PAYMENT_METHOD_NAMES, PAYMENT_METHODS } from '../../../contract/payment-terms';
import type { Locale } from '../../../contract/messages';
import type { ChipColour } from '../../lib/enumChoices';

/** The states as choices (labels: `enums.instalment_state.*`, the API's names too). */
export const stateChoices = () =>
  INSTALMENT_STATES.map((id) => ({ id, name: `enums.instalment_state.${id}` }));

export const bucketChoices = () =>
  AGEING_BUCKETS.map((id) => ({ id, name: `enums.ageing_bucket.${id}` }));

/** The FatturaPA methods as the payment terms show them: `MP12 RiBa`. */
export const methodChoices = (locale: string) => {
  const names = PAYMENT_METHOD_NAMES[(locale in PAYMENT_METHOD_NAMES ? locale : 'it') as Locale];
  return PAYMENT_METHODS.map((id) => ({ id, name: `${id} ${names[id]}` }));
};

export const STATE_COLOURS: Record<InstalmentState, ChipColour> = {
  open: 'warning',
  partly_paid: 'info',
  paid: 'success',
  presented: 'secondary',
  unpaid: 'error',
  written_off: 'default',
};

/** Whether an instalment has anything left to collect. */
export const isOpen = (instalment: Pick<Instalment, 'open'>) => new Decimal(instalment.open).gt(0);

/** The customer all `rows` share, or null when they are of several (or none). */
export function soleCustomer(rows: readonly Pick<Instalment, 'customer'>[]): number | null {
  const ids = new Set(rows.map((row) => row.customer.id));
  return ids.size === 1 ? [...ids][0] : null;
}
