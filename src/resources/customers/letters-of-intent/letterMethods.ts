import type { Identifier } from 'ra-core';
import type { z } from 'zod';
import type { LetterOfIntent, letterOfIntentInput } from '../../../../contract/letters-of-intent';
import type { ProviderCall } from '../../../providers/dataProviderModel';

/** A letter of intent as the form holds it (parsed by the contract's schema). */
export type LetterData = z.output<typeof letterOfIntentInput>;

/**
 * A customer's letters of intent (docs/e-invoicing.md, "Letters of intent"), part of
 * `AppDataProvider`. JSON calls; a save carries the letter's `version`.
 */
export interface LetterOfIntentMethods {
  /** `GET /customers/{id}/letters-of-intent`: newest period first, with what each has used. */
  getLettersOfIntent(customerId: Identifier, signal?: AbortSignal): Promise<LetterOfIntent[]>;
  createLetterOfIntent(customerId: Identifier, data: LetterData): Promise<LetterOfIntent>;
  /** 409 when the amount would be below what issued invoices already used. */
  updateLetterOfIntent(
    id: Identifier,
    data: LetterData & { version: number },
  ): Promise<LetterOfIntent>;
  /** 409 while an issued document cites it. */
  deleteLetterOfIntent(id: Identifier): Promise<LetterOfIntent>;
}

export function letterOfIntentMethods(call: ProviderCall): LetterOfIntentMethods {
  const item = async (
    action: 'create' | 'update' | 'delete',
    path: string,
    method: string,
    body?: object,
  ) => (await call<{ item: LetterOfIntent }>(action, path, { method, body })).item;
  const ofCustomer = (id: Identifier) => `/customers/${id}/letters-of-intent`;
  return {
    getLettersOfIntent: async (customerId, signal) =>
      (await call<{ items: LetterOfIntent[] }>('read', ofCustomer(customerId), { signal })).items,
    createLetterOfIntent: (customerId, data) =>
      item('create', ofCustomer(customerId), 'POST', data),
    updateLetterOfIntent: (id, data) => item('update', `/letters-of-intent/${id}`, 'PUT', data),
    deleteLetterOfIntent: (id) => item('delete', `/letters-of-intent/${id}`, 'DELETE'),
  };
}
