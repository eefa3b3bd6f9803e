import type { Identifier } from 'ra-core';
import type { SalesDocument } from '../../../../contract/documents';
import type { SdiEvent, SdiReceiptsResponse } from '../../../../contract/sdi';
import type { ProviderCall } from '../../../providers/dataProviderModel';

/** The SDI calls of invoices and notes (docs/e-invoicing.md "SDI state"), part of `AppDataProvider`. */
export interface SdiMethods {
  /** `GET /documents/sdi-export`: the zip of the period's documents to send (marks them sent). */
  sdiExport(dateFrom: string, dateTo: string): Promise<Blob>;
  /** `GET /documents/{id}/xml`: one document's FatturaPA file (marks it sent the first time). */
  documentXml(documentId: Identifier): Promise<Blob>;
  /** `POST /documents/sdi-receipts`: the receipt files (XML or zip); answers the report. */
  uploadSdiReceipts(files: File[]): Promise<SdiReceiptsResponse>;
  /** `POST /documents/{id}/sdi-resend`: a corrected rejected document goes back to "to send". */
  sdiResend(documentId: Identifier): Promise<SalesDocument>;
  /** `GET /documents/{id}/sdi-history`: files sent, receipts, corrections, oldest first. */
  sdiHistory(documentId: Identifier): Promise<SdiEvent[]>;
}

export function sdiMethods(call: ProviderCall): SdiMethods {
  return {
    sdiExport: (dateFrom, dateTo) =>
      call<Blob>(
        'create',
        `/documents/sdi-export?${new URLSearchParams({ date_from: dateFrom, date_to: dateTo })}`,
        { responseType: 'blob' },
      ),
    documentXml: (documentId) =>
      call<Blob>('read', `/documents/${documentId}/xml`, { responseType: 'blob' }),
    uploadSdiReceipts(files) {
      const form = new FormData();
      for (const file of files) form.append('files', file, file.name);
      return call<SdiReceiptsResponse>('create', '/documents/sdi-receipts', {
        method: 'POST',
        body: form,
      });
    },
    async sdiResend(documentId) {
      const answer = await call<{ item: SalesDocument }>(
        'create',
        `/documents/${documentId}/sdi-resend`,
        { method: 'POST', body: {} },
      );
      return answer.item;
    },
    async sdiHistory(documentId) {
      const answer = await call<{ items: SdiEvent[] }>(
        'read',
        `/documents/${documentId}/sdi-history`,
      );
      return answer.items;
    },
  };
}
