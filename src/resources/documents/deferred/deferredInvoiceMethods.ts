import type { Identifier } from 'ra-core';
import type {
  DeferredDdt,
  DeferredInvoicesBody,
  DeferredInvoicesResult,
  DeferredPreview,
} from '../../../../contract/deferred-invoices';
import type { ProviderCall } from '../../../providers/dataProviderModel';

/** The deferred invoicing's calls (docs/deferred-invoices.md), part of `AppDataProvider`. */
export interface DeferredInvoiceMethods {
  /** `GET /documents/deferred-invoices`: the invoices a call would make now. */
  deferredPreview(query: {
    from: string;
    to: string;
    customer_ids?: number[];
  }): Promise<DeferredPreview>;
  /** `POST /documents/deferred-invoices`: makes the drafts; answers them. */
  createDeferredInvoices(body: DeferredInvoicesBody): Promise<DeferredInvoicesResult['items']>;
  /** `GET /documents/{id}/ddts`: the DDTs an invoice bills (none for other documents). */
  invoiceDdts(documentId: Identifier): Promise<DeferredDdt[]>;
}

export function deferredInvoiceMethods(call: ProviderCall): DeferredInvoiceMethods {
  return {
    deferredPreview({ from, to, customer_ids }) {
      const params = new URLSearchParams({ from, to });
      if (customer_ids?.length) params.set('customer_ids', customer_ids.join(','));
      return call<DeferredPreview>('read', `/documents/deferred-invoices?${params}`);
    },
    async createDeferredInvoices(body) {
      const answer = await call<DeferredInvoicesResult>('create', '/documents/deferred-invoices', {
        method: 'POST',
        body,
      });
      return answer.items;
    },
    async invoiceDdts(documentId) {
      const answer = await call<{ items: DeferredDdt[] }>('read', `/documents/${documentId}/ddts`);
      return answer.items;
    },
  };
}
