import type { Identifier } from 'ra-core';
import type { Statement } from '../../../../contract/statements';
import type { ProviderCall } from '../../../providers/dataProviderModel';

/** A customer's statement (docs/collections.md, "Statement"), part of `AppDataProvider`. */
export interface StatementMethods {
  /** `GET /customers/{id}/statement`: movements from `from` with the running balance. */
  getStatement(customerId: Identifier, from: string, signal?: AbortSignal): Promise<Statement>;
  /** `GET /customers/{id}/statement/pdf`: the same, printed in the customer's language. */
  statementPdf(customerId: Identifier, from: string): Promise<Blob>;
}

export function statementMethods(call: ProviderCall): StatementMethods {
  const path = (id: Identifier, from: string, pdf = false) =>
    `/customers/${id}/statement${pdf ? '/pdf' : ''}?${new URLSearchParams({ date_from: from })}`;
  return {
    getStatement: async (customerId, from, signal) =>
      (await call<{ item: Statement }>('read', path(customerId, from), { signal })).item,
    statementPdf: (customerId, from) =>
      call<Blob>('read', path(customerId, from, true), { responseType: 'blob' }),
  };
}
