import { asc, eq } from 'drizzle-orm';
import type { SdiError, SdiEvent, SdiEventKind, SdiReceiptKind } from '../../../contract/sdi';
import type { TenantScope } from '../../lib/tenant';
import { correctionOpen } from './sdi-state';
import { documentSdiEvents, documents } from './table';
import { notFound } from '../../lib/errors';
import type { DocumentRecord } from './wire';

/** What an event keeps beyond its kind and file (the `detail` column). */
interface Detail {
  errors?: SdiError[];
  fields?: string[];
  date?: { from: string; to: string };
}

export interface NewSdiEvent {
  documentId: number;
  kind: SdiEventKind;
  fileName?: string | null;
  receipt?: SdiReceiptKind | null;
  detail?: Detail | null;
}

/** Adds events to documents' SDI histories, in the caller's transaction. */
export async function recordSdiEvents(tx: TenantScope, events: NewSdiEvent[]) {
  if (!events.length) return;
  await tx.db.insert(documentSdiEvents).values(
    events.map((e) => ({
      companyId: tx.companyId,
      documentId: e.documentId,
      kind: e.kind,
      fileName: e.fileName ?? null,
      receipt: e.receipt ?? null,
      detail: e.detail ?? null,
    })),
  );
}

/**
 * A change to rejected document `doc` (its correction before "Invia di nuovo"): the fields
 * changed, with the date's old and new value. Nothing for any other document.
 */
export async function recordCorrection(
  tx: TenantScope,
  doc: Pick<DocumentRecord, 'id' | 'sdiStatus' | 'documentDate'>,
  fields: string[],
  newDate?: string,
) {
  if (!correctionOpen(doc) || !fields.length) return;
  const date =
    newDate !== undefined && newDate !== doc.documentDate
      ? { from: doc.documentDate, to: newDate }
      : undefined;
  await recordSdiEvents(tx, [{ documentId: doc.id, kind: 'corrected', detail: { fields, date } }]);
}

/** `GET /documents/{id}/sdi-history`: the tenant's document `id`'s history, oldest first; 404 else. */
export async function sdiHistory(tx: TenantScope, id: number): Promise<SdiEvent[]> {
  const [doc] = await tx.select(documents, eq(documents.id, id));
  if (!doc) throw notFound('not_found.document');
  const rows = await tx.db
    .select()
    .from(documentSdiEvents)
    .where(tx.owned(documentSdiEvents, eq(documentSdiEvents.documentId, id)))
    .orderBy(asc(documentSdiEvents.id));
  return rows.map((row) => {
    const detail = (row.detail ?? {}) as Detail;
    return {
      id: row.id,
      at: row.at.toISOString(),
      kind: row.kind,
      file_name: row.fileName,
      receipt: row.receipt as SdiReceiptKind | null,
      errors: detail.errors ?? null,
      fields: detail.fields ?? null,
      date: detail.date ?? null,
    };
  });
}
