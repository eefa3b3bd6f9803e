import type { Identifier } from 'ra-core';
import type { z } from 'zod';
import type {
  customerArticleInput,
  customerArticleSchema,
  customerPriceInput,
  customerPriceSchema,
} from '../../../contract/customers';
import { formCall, type ProviderCall } from '../../providers/dataProviderModel';

export type CustomerPrice = z.infer<typeof customerPriceSchema>;
export type CustomerArticle = z.infer<typeof customerArticleSchema>;
/** Row payloads as the forms hold them; the customer id comes from the call. */
export type CustomerPriceData = Omit<z.output<typeof customerPriceInput>, 'customer_id'>;
export type CustomerArticleData = Omit<z.output<typeof customerArticleInput>, 'customer_id'>;

/** The customers' named calls (their profile's tabs), part of `AppDataProvider`. */
export interface CustomerMethods {
  /** A customer's price list (form data; an update is a POST with `_method=PUT`). */
  createCustomerPrice(customerId: Identifier, data: CustomerPriceData): Promise<CustomerPrice>;
  updateCustomerPrice(
    customerId: Identifier,
    priceId: Identifier,
    data: CustomerPriceData,
  ): Promise<CustomerPrice>;
  deleteCustomerPrice(customerId: Identifier, priceId: Identifier): Promise<CustomerPrice>;
  /** A customer's own codes and descriptions for articles (form data, as above). */
  createCustomerArticle(
    customerId: Identifier,
    data: CustomerArticleData,
  ): Promise<CustomerArticle>;
  updateCustomerArticle(
    customerId: Identifier,
    id: Identifier,
    data: CustomerArticleData,
  ): Promise<CustomerArticle>;
  deleteCustomerArticle(id: Identifier): Promise<CustomerArticle>;
  /** The registry code a new customer is offered (the one after the highest). */
  nextCustomerCode(): Promise<string>;
}

const prices = (customerId: Identifier) => `/customers/${customerId}/price-list`;

export function customerMethods(call: ProviderCall): CustomerMethods {
  return {
    createCustomerPrice: (customerId, data) =>
      formCall(call, 'create', prices(customerId), { ...data, customer_id: customerId }),
    updateCustomerPrice: (customerId, priceId, data) =>
      formCall(call, 'update', `${prices(customerId)}/${priceId}`, {
        ...data,
        customer_id: customerId,
      }),
    deleteCustomerPrice: (customerId, priceId) =>
      formCall(call, 'delete', `${prices(customerId)}/${priceId}`),
    createCustomerArticle: (customerId, data) =>
      formCall(call, 'create', `/customers/${customerId}/articles`, {
        ...data,
        customer_id: customerId,
      }),
    updateCustomerArticle: (customerId, id, data) =>
      formCall(call, 'update', `/customers/articles/${id}`, { ...data, customer_id: customerId }),
    deleteCustomerArticle: (id) => formCall(call, 'delete', `/customers/articles/${id}`),
    nextCustomerCode: async () =>
      (await call<{ code: string }>('read', '/customers/next-code')).code,
  };
}
