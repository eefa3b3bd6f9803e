import type {
  DeferredInvoicesBody,
  DeferredInvoicesResult,
  DeferredPreview,
} from '../../contract/deferred-invoices';
import type { ProviderCall } from './documentMethods';

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
  };
}
