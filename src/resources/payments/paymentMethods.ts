import type { Identifier } from 'ra-core';
import type { Payment } from '../../../contract/payments';
import type { ProviderCall } from '../../providers/dataProviderModel';

/** A part of a payment settling one instalment (wire decimals). */
export interface AllocationData {
  instalment_id: Identifier;
  amount: string;
}

/** The payments' named calls beside react-admin's (docs/collections.md). */
export interface PaymentMethods {
  /** `POST /payments/{id}/reverse`: its allocations undone, the payment kept as reversed. */
  reversePayment(id: Identifier, reason: string): Promise<Payment>;
  /** `POST /payments/{id}/allocations`: more of what is left of it allocated. */
  allocatePayment(id: Identifier, allocations: AllocationData[]): Promise<Payment>;
}

export function paymentMethods(call: ProviderCall): PaymentMethods {
  const post = async (path: string, body: object) =>
    (await call<{ item: Payment }>('update', path, { method: 'POST', body })).item;
  return {
    reversePayment: (id, reason) => post(`/payments/${id}/reverse`, { reason }),
    allocatePayment: (id, allocations) => post(`/payments/${id}/allocations`, { allocations }),
  };
}
