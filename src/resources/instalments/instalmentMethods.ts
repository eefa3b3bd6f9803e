import type { Identifier } from 'ra-core';
import type { z } from 'zod';
import type { Instalment, instalmentSummary } from '../../../contract/instalments';
import type { ProviderCall } from '../../providers/dataProviderModel';
import { listQueryString } from '../../providers/dataProviderModel';

export type InstalmentSummary = z.infer<typeof instalmentSummary>;

/** The ledger's named calls (docs/collections.md), part of `AppDataProvider`. */
export interface InstalmentMethods {
  /** `GET /instalments/summary`: open and overdue by ageing bucket and by month, filtered. */
  instalmentSummary(
    filter: Record<string, unknown>,
    signal?: AbortSignal,
  ): Promise<InstalmentSummary>;
  /** `POST /instalments/{id}/write-off`: the open rest written off with the reason. */
  writeOffInstalment(id: Identifier, reason: string, version: number): Promise<Instalment>;
}

export function instalmentMethods(call: ProviderCall): InstalmentMethods {
  return {
    instalmentSummary: (filter, signal) =>
      call<InstalmentSummary>('read', `/instalments/summary?${listQueryString({ filter })}`, {
        signal,
      }),
    writeOffInstalment: async (id, reason, version) =>
      (
        await call<{ item: Instalment }>('update', `/instalments/${id}/write-off`, {
          method: 'POST',
          body: { reason, version },
        })
      ).item,
  };
}
