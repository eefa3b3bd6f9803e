import { and, asc, gte, isNull, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { SdiStatus } from '../../../contract/enums';
import type { sdiExportQuery } from '../../../contract/sdi';
import { documents } from '../documents/table';
import { recordSdiEvents } from '../documents/sdi-history';
import { conflict, HttpError, msg } from '../../lib/errors';
import { inTransaction, type TenantScope } from '../../lib/tenant';
import { label, nameColumns } from '../documents/links';
import { pacer } from '../../lib/pace';
import { takeProgressives } from './progressive';
import { issuedSql } from '../documents/sdi-state';
import { sdiXmlOf } from './xml-source';
import { zipWriter } from './zip-writer';

/** Documents in one zip at most: a month of a busy company; more, the period is split. */
export const MAX_EXPORT_DOCUMENTS = 5_000;

export interface SdiExport {
  fileName: string;
  zip: Uint8Array;
  count: number;
}

/**
 * The zip of the period's issued invoices and notes to send (never sent, or corrected after a
 * rejection), one FatturaPA file each under a new progressive, and marks them sent: all in one
 * transaction, so a failure (a document the checks refuse) sends nothing and uses no
 * progressive. The rows are locked: an export running meanwhile waits and then skips them.
 */
export async function exportPeriod(
  tenant: TenantScope,
  query: z.output<typeof sdiExportQuery>,
): Promise<SdiExport> {
  return inTransaction(tenant, async (tx) => {
    const due = await tx.db
      .select(nameColumns)
      .from(documents)
      .where(
        tx.owned(
          documents,
          and(
            issuedSql(),
            isNull(documents.sdiStatus),
            gte(documents.documentDate, query.date_from),
            lte(documents.documentDate, query.date_to),
          ),
        ),
      )
      .orderBy(
        asc(documents.documentDate),
        asc(documents.type),
        asc(documents.series),
        asc(documents.number),
      )
      .limit(MAX_EXPORT_DOCUMENTS + 1)
      .for('update');
    if (!due.length) {
      throw conflict(msg('sdi.nothing_to_send', { from: query.date_from, to: query.date_to }));
    }
    if (due.length > MAX_EXPORT_DOCUMENTS) {
      throw new HttpError(400, msg('sdi.too_many_to_send', { max: MAX_EXPORT_DOCUMENTS }));
    }
    const sentAt = new Date();
    const zip = zipWriter(sentAt);
    const progressives = await takeProgressives(tx, due.length);
    const sent: { id: number; name: string; progressive: string }[] = [];
    const pace = pacer();
    for (const [i, doc] of due.entries()) {
      const { fileName, xml } = await fileOf(tx, doc, progressives[i]);
      zip.add(fileName, xml);
      sent.push({ id: doc.id, name: fileName, progressive: progressives[i] });
      await pace();
    }
    await markSent(tx, sent, sentAt);
    return {
      fileName: `fatture-sdi_${query.date_from}_${query.date_to}.zip`,
      zip: zip.finish(),
      count: due.length,
    };
  });
}

/**
 * One document's file. A document the SDI checks refuse stops the export with their status
 * and message, saying which document it is (a period holds many).
 */
async function fileOf(
  tx: TenantScope,
  doc: { id: number; type: string; number: number | null; year: number },
  progressive: string,
) {
  try {
    return await sdiXmlOf(tx, doc.id, progressive);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    throw new HttpError(
      error.statusCode,
      msg('sdi.export_refused', { document: label(doc), reason: error.reason }),
      error.errors,
    );
  }
}

/** The documents sent, their file names and progressives: one statement for them all. */
export async function markSent(
  tx: TenantScope,
  sent: { id: number; name: string; progressive: string }[],
  sentAt: Date,
) {
  await tx.db.execute(sql`
    update ${documents} set sdi_status = ${SdiStatus.sent}, sdi_error = null,
      sdi_file_name = s.name, sdi_progressive = s.progressive, sdi_sent_at = ${sentAt}
    from json_to_recordset(${JSON.stringify(sent)}::json) as s(id int, name text, progressive text)
    where ${tx.owned(documents, sql`${documents.id} = s.id`)}`);
  await recordSdiEvents(
    tx,
    sent.map((s) => ({ documentId: s.id, kind: 'sent' as const, fileName: s.name })),
  );
}
