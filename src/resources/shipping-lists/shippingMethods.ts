import type { Identifier } from 'ra-core';
import type {
  Candidate,
  Label,
  LabelFormat,
  ShippingItem,
  ShippingList,
} from '../../../contract/shipping-lists';
import type { ProviderCall } from '../../providers/dataProviderModel';
import type { PdfLocale } from '../documents/documentMethods';

/** What an item's add or edit sends: a quantity of the row, in parcels, with a weight (kg). */
export interface ShippingItemData {
  quantity: string;
  parcels: number;
  weight?: string | null;
}
/** An item change answers the item and the whole list (its totals and version). */
export interface ShippingItemResult {
  item: ShippingItem;
  shipping_list: ShippingList;
}
export interface CandidateQuery {
  q?: string;
  document_id?: Identifier;
  page?: number;
  perPage?: number;
}

/** The named calls of the shipping lists and their labels, part of `AppDataProvider`. */
export interface ShippingMethods {
  /** `GET /shipping-lists/{id}/candidates`: order rows that can still be shipped. */
  shippingCandidates(
    listId: Identifier,
    query?: CandidateQuery,
  ): Promise<{ items: Candidate[]; total: number }>;
  addShippingItem(
    listId: Identifier,
    rowId: Identifier,
    data: ShippingItemData,
  ): Promise<ShippingItemResult>;
  updateShippingItem(itemId: Identifier, data: ShippingItemData): Promise<ShippingItemResult>;
  deleteShippingItem(itemId: Identifier): Promise<ShippingItemResult>;
  /** `POST /shipping-lists/item/{id}/label`: the item's label, "to print". */
  createItemLabel(itemId: Identifier): Promise<ShippingItemResult>;
  /** `POST /shipping-lists/{id}/confirm`: numbered and read-only from then on. */
  confirmShippingList(listId: Identifier): Promise<ShippingList>;
  /** `PUT /documents/labels/status`: one status for many labels, all or nothing. */
  setLabelsStatus(ids: Identifier[], status: number): Promise<Label[]>;
  /** `GET /documents/labels/pdf?ids=&format=`: the labels as one PDF (printing them). */
  labelsPdf(ids: Identifier[], format: LabelFormat): Promise<Blob>;
  /** `GET /shipping-lists/{id}/pdf?locale=`: the DDT (a draft while the list is open). */
  shippingListPdf(listId: Identifier, locale: PdfLocale | 'customer'): Promise<Blob>;
}

const queryOf = (query: CandidateQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
};

// 'create' for every change: a 409 here is the server's reason (a confirmed list, a label
// already there, an illegal transition), never a stale version, so its message is shown.
export function shippingMethods(call: ProviderCall): ShippingMethods {
  return {
    shippingCandidates: (listId, query = {}) =>
      call('read', `/shipping-lists/${listId}/candidates?${queryOf(query)}`),
    addShippingItem: (listId, rowId, data) =>
      call('create', `/shipping-lists/${listId}/item`, {
        method: 'POST',
        body: { document_row_id: rowId, ...data },
      }),
    updateShippingItem: (itemId, data) =>
      call('create', `/shipping-lists/item/${itemId}`, { method: 'PUT', body: data }),
    deleteShippingItem: (itemId) =>
      call('delete', `/shipping-lists/item/${itemId}`, { method: 'DELETE' }),
    createItemLabel: (itemId) =>
      call('create', `/shipping-lists/item/${itemId}/label`, { method: 'POST' }),
    async confirmShippingList(listId) {
      const body = await call<{ item: ShippingList }>(
        'create',
        `/shipping-lists/${listId}/confirm`,
        { method: 'POST' },
      );
      return body.item;
    },
    async setLabelsStatus(ids, status) {
      const body = await call<{ items: Label[] }>('create', '/documents/labels/status', {
        method: 'PUT',
        body: { ids, status },
      });
      return body.items;
    },
    labelsPdf: (ids, format) =>
      call<Blob>('read', `/documents/labels/pdf?ids=${ids.join(',')}&format=${format}`, {
        responseType: 'blob',
      }),
    shippingListPdf: (listId, locale) =>
      call<Blob>('read', `/shipping-lists/${listId}/pdf?locale=${locale}`, {
        responseType: 'blob',
      }),
  };
}
