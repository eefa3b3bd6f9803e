import type { Identifier } from 'ra-core';
import type { z } from 'zod';
import type { SddMandate, sddMandateInput } from '../../../../contract/sdd-mandates';
import type { ProviderCall } from '../../../providers/dataProviderModel';

/** A mandate as the form holds it (parsed by the contract's schema). */
export type MandateData = z.output<typeof sddMandateInput>;

/** A customer's SEPA mandates (docs/collections.md, "Mandates"), part of `AppDataProvider`. */
export interface SddMandateMethods {
  getSddMandates(customerId: Identifier, signal?: AbortSignal): Promise<SddMandate[]>;
  createSddMandate(customerId: Identifier, data: MandateData): Promise<SddMandate>;
  /** 409 once a batch has collected with it. */
  updateSddMandate(id: Identifier, data: MandateData & { version: number }): Promise<SddMandate>;
  /** 409 once a batch has collected with it. */
  deleteSddMandate(id: Identifier): Promise<SddMandate>;
  /** `POST /sdd-mandates/{id}/revoke`: it collects no more from `date` on; 409 when revoked. */
  revokeSddMandate(id: Identifier, date: string, version: number): Promise<SddMandate>;
}

export function sddMandateMethods(call: ProviderCall): SddMandateMethods {
  const item = async (
    action: 'create' | 'update' | 'delete',
    path: string,
    method: string,
    body?: object,
  ) => (await call<{ item: SddMandate }>(action, path, { method, body })).item;
  const ofCustomer = (id: Identifier) => `/customers/${id}/sdd-mandates`;
  return {
    getSddMandates: async (customerId, signal) =>
      (await call<{ items: SddMandate[] }>('read', ofCustomer(customerId), { signal })).items,
    createSddMandate: (customerId, data) => item('create', ofCustomer(customerId), 'POST', data),
    updateSddMandate: (id, data) => item('update', `/sdd-mandates/${id}`, 'PUT', data),
    deleteSddMandate: (id) => item('delete', `/sdd-mandates/${id}`, 'DELETE'),
    revokeSddMandate: (id, date, version) =>
      item('update', `/sdd-mandates/${id}/revoke`, 'POST', { date, version }),
  };
}
