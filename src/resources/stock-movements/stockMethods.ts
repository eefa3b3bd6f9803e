import type { Identifier } from 'ra-core';
import type { z } from 'zod';
import type {
  StockMovement,
  stockImportResponse,
  StockValuation,
} from '../../../contract/stock-movements';
import { importCall, type ImportMode } from '../../lib/import/importModel';
import type { ProviderCall } from '../../providers/dataProviderModel';

export type StockImportResult = z.infer<typeof stockImportResponse>;

/** The stock's named calls, part of `AppDataProvider`. */
export interface StockMethods {
  /** `POST /stock-movements/{id}/reverse`: the opposite movement, today (once). */
  reverseStockMovement(id: Identifier): Promise<StockMovement>;
  /** `GET /stock-valuation?date=`: what the shelf held at the end of `date`, valued. */
  stockValuation(date: string): Promise<StockValuation>;
  /** `POST /stock-movements/import` (form data): `preview` only checks, `commit` moves. */
  importStock(file: File, mode: ImportMode): Promise<StockImportResult>;
}

// 'create': a 409 here is the server's reason (already reversed), shown as it is.
export function stockMethods(call: ProviderCall): StockMethods {
  return {
    async reverseStockMovement(id) {
      const body = await call<{ item: StockMovement }>('create', `/stock-movements/${id}/reverse`, {
        method: 'POST',
        body: {},
      });
      return body.item;
    },
    stockValuation: (date) =>
      call<StockValuation>('read', `/stock-valuation?date=${encodeURIComponent(date)}`),
    importStock: (file, mode) =>
      importCall<StockImportResult>(call, '/stock-movements/import', file, mode),
  };
}
