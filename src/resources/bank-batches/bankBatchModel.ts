import type { BankBatch, BatchItemState, BatchState } from '../../../contract/bank-batches';
import type { ChipColour } from '../../lib/enumChoices';

export const BATCH_STATE_COLOURS: Record<BatchState, ChipColour> = {
  presented: 'info',
  credited: 'success',
};

export const ITEM_STATE_COLOURS: Record<BatchItemState, ChipColour> = {
  presented: 'info',
  credited: 'success',
  unpaid: 'error',
};

/** "RiBa 3/2026", "SDD 1/2026": how the office names a batch. */
export const batchName = (b: Pick<BankBatch, 'kind' | 'number' | 'year'>) =>
  `${b.kind === 'riba' ? 'RiBa' : 'SDD'} ${b.number}/${b.year}`;
