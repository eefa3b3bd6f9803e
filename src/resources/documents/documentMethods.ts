import type { Identifier } from 'ra-core';
import type { z } from 'zod';
import type {
  DocumentRow,
  DocumentRowInput,
  SalesDocument,
  priceResponse,
} from '../../../contract/documents';
import type {
  ConversionType,
  issueNumberResponse,
  ShippedChoice,
} from '../../../contract/document-actions';
import type { Locale } from '../../../contract/messages';
import type { ProviderCall } from '../../providers/dataProviderModel';

/** The price lookup's answer: the unit price for the document's customer, and its source. */
export type DocumentPrice = z.infer<typeof priceResponse>['item'];
/** Where a draft would go if issued: `{number, series, year}` ("3/D/2026"), and on which date. */
export type IssueNumber = z.infer<typeof issueNumberResponse>['item'];
/** A row change answers the row and the whole document (new totals and version). */
export interface DocumentRowResult {
  item: DocumentRow;
  document: SalesDocument;
}
/** The PDF's language: one of the catalogue languages. */
export type PdfLocale = Locale;

/** The named calls of the sales documents (spec section 7), part of `AppDataProvider`. */
export interface DocumentMethods {
  /** `PUT /documents/{id}/reorder`: every row id in the new order; answers the rows. */
  reorderRows(documentId: Identifier, rowIds: Identifier[]): Promise<DocumentRow[]>;
  /** `PUT /documents/{id}/rows/status`: one line status for the rows given; answers the document. */
  setRowsStatus(
    documentId: Identifier,
    rowIds: Identifier[],
    status: number,
  ): Promise<SalesDocument>;
  /** `GET /documents/price/{articleId}`: the article's price for the document's customer. */
  documentPrice(
    articleId: Identifier,
    query: { document_id?: Identifier; customer_id?: Identifier; quantity?: string },
  ): Promise<DocumentPrice>;
  /**
   * `POST /documents/{id}/convert`: the order as a new invoice, or a credit note of the
   * invoice, dated `document_date` (today when left out); answers the new document.
   */
  convertDocument(
    sourceId: Identifier,
    body?: { type?: ConversionType; document_date?: string; shipped?: ShippedChoice },
  ): Promise<SalesDocument>;
  /**
   * `POST /documents/{id}/issue`: numbers and locks a draft invoice or note, dated
   * `document_date` (today when left out); answers the issued document. `confirm_late`: issue
   * an invoice past its deadline (else a 409 on that key says why).
   */
  issueDocument(
    documentId: Identifier,
    body?: { document_date?: string; confirm_late?: boolean },
  ): Promise<SalesDocument>;
  /**
   * `GET /documents/{id}/issue-number`: the number a draft would get if issued on `date`;
   * without one, on the date to propose (a deferred invoice's own).
   */
  issueNumber(documentId: Identifier, date?: string): Promise<IssueNumber>;
  /** `POST /documents/{id}/duplicate`: a copy with a new number, dated today. */
  duplicateDocument(sourceId: Identifier): Promise<SalesDocument>;
  /** `GET /documents/{id}/pdf?locale=`: the document as a PDF. */
  documentPdf(documentId: Identifier, locale: PdfLocale): Promise<Blob>;
  addDocumentRow(documentId: Identifier, data: DocumentRowInput): Promise<DocumentRowResult>;
  updateDocumentRow(rowId: Identifier, data: DocumentRowInput): Promise<DocumentRowResult>;
  deleteDocumentRow(rowId: Identifier): Promise<DocumentRowResult>;
}

export function documentMethods(call: ProviderCall): DocumentMethods {
  return {
    async reorderRows(documentId, rowIds) {
      const body = await call<{ rows: DocumentRow[] }>(
        'create',
        `/documents/${documentId}/reorder`,
        {
          method: 'PUT',
          body: { rows: rowIds },
        },
      );
      return body.rows;
    },
    async setRowsStatus(documentId, rowIds, status) {
      const body = await call<{ document: SalesDocument }>(
        'create',
        `/documents/${documentId}/rows/status`,
        { method: 'PUT', body: { rows: rowIds, status } },
      );
      return body.document;
    },
    async documentPrice(articleId, query) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) {
        if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
      }
      const body = await call<{ item: DocumentPrice }>(
        'read',
        `/documents/price/${articleId}?${params.toString()}`,
      );
      return body.item;
    },
    async convertDocument(sourceId, body = {}) {
      const answer = await call<{ item: SalesDocument }>(
        'create',
        `/documents/${sourceId}/convert`,
        { method: 'POST', body: { type: 'invoice', ...body } },
      );
      return answer.item;
    },
    async issueDocument(documentId, body = {}) {
      const answer = await call<{ item: SalesDocument }>(
        'update',
        `/documents/${documentId}/issue`,
        { method: 'POST', body },
      );
      return answer.item;
    },
    async issueNumber(documentId, date) {
      const answer = await call<{ item: IssueNumber }>(
        'read',
        `/documents/${documentId}/issue-number${date ? `?document_date=${date}` : ''}`,
      );
      return answer.item;
    },
    async duplicateDocument(sourceId) {
      const answer = await call<{ item: SalesDocument }>(
        'create',
        `/documents/${sourceId}/duplicate`,
        { method: 'POST', body: {} },
      );
      return answer.item;
    },
    documentPdf: (documentId, locale) =>
      call<Blob>('read', `/documents/${documentId}/pdf?locale=${locale}`, {
        responseType: 'blob',
      }),
    addDocumentRow: (documentId, data) =>
      call<DocumentRowResult>('create', `/documents/${documentId}/rows`, {
        method: 'POST',
        body: data,
      }),
    // 'create': a 409 on a row is the server's reason (the row's document is gone...),
    // not a stale version, which only the header's save can hit.
    updateDocumentRow: (rowId, data) =>
      call<DocumentRowResult>('create', `/documents/rows/${rowId}`, { method: 'PUT', body: data }),
    deleteDocumentRow: (rowId) =>
      call<DocumentRowResult>('delete', `/documents/rows/${rowId}`, { method: 'DELETE' }),
  };
}
