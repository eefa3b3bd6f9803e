import type { Identifier } from 'ra-core';
import type { z } from 'zod';
import type { Destination, destinationInput } from '../../../contract/destinations';
import type { ProviderCall } from '../../providers/dataProviderModel';

/** A destination as the forms hold it (parsed by the contract's schema). */
export type DestinationData = z.output<typeof destinationInput>;

/**
 * A customer's delivery destinations (docs/shipping.md "Delivery destinations"), part of
 * `AppDataProvider`. JSON calls; a save carries the destination's `version`.
 */
export interface DestinationMethods {
  /** `GET /customers/{id}/destinations`: by name. */
  getDestinations(customerId: Identifier, signal?: AbortSignal): Promise<Destination[]>;
  createDestination(customerId: Identifier, data: DestinationData): Promise<Destination>;
  updateDestination(
    id: Identifier,
    data: DestinationData & { version: number },
  ): Promise<Destination>;
  /** 409 while a document or a shipping list names it (the message says which). */
  deleteDestination(id: Identifier): Promise<Destination>;
}

export function destinationMethods(call: ProviderCall): DestinationMethods {
  const item = async (
    action: 'create' | 'update' | 'delete',
    path: string,
    method: string,
    body?: object,
  ) => (await call<{ item: Destination }>(action, path, { method, body })).item;
  return {
    getDestinations: async (customerId, signal) =>
      (
        await call<{ items: Destination[] }>('read', `/customers/${customerId}/destinations`, {
          signal,
        })
      ).items,
    createDestination: (customerId, data) =>
      item('create', `/customers/${customerId}/destinations`, 'POST', data),
    updateDestination: (id, data) => item('update', `/customers/destinations/${id}`, 'PUT', data),
    deleteDestination: (id) => item('delete', `/customers/destinations/${id}`, 'DELETE'),
  };
}
