import type { Identifier } from 'ra-core';
import type { BankBatch } from '../../../contract/bank-batches';
import type { ProviderCall } from '../../providers/dataProviderModel';

/** What the bank reported of an item: the day, its charges, its reason. */
export interface UnpaidData {
  date: string;
  charges: string;
  reason: string;
}

/** The bank batches' named calls beside react-admin's (docs/collections.md). */
export interface BankBatchMethods {
  /** `GET /bank-batches/{id}/file`: the CBI or pain.008 file as the bank got it. */
  bankBatchFile(id: Identifier): Promise<Blob>;
  /** `POST /bank-batches/{id}/credit`: the bank credited what is still presented. */
  creditBankBatch(id: Identifier, date: string): Promise<BankBatch>;
  /** `POST /bank-batches/{id}/items/{item}/unpaid`: an item came back unpaid. */
  reportUnpaid(id: Identifier, item: Identifier, data: UnpaidData): Promise<BankBatch>;
}

export function bankBatchMethods(call: ProviderCall): BankBatchMethods {
  const post = async (path: string, body: object) =>
    (await call<{ item: BankBatch }>('update', path, { method: 'POST', body })).item;
  return {
    bankBatchFile: (id) => call<Blob>('read', `/bank-batches/${id}/file`, { responseType: 'blob' }),
    creditBankBatch: (id, date) => post(`/bank-batches/${id}/credit`, { date }),
    reportUnpaid: (id, item, data) => post(`/bank-batches/${id}/items/${item}/unpaid`, data),
  };
}
