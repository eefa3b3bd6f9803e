import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { z } from 'zod';
import { SdiStatus } from '../../../contract/enums';
import type { sdiExportQuery } from '../../../contract/sdi';
import { documents } from '../../db/schema';
import { conflict, HttpError, msg } from '../../errors';
import { inTransaction, type TenantScope } from '../../tenant';
import { takeProgressives } from './progressive';
import { issuedSql } from './state';
import { sdiXmlOf } from './xml-source';

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
      .select({ id: documents.id })
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
      .orderBy(asc(documents.documentDate), asc(documents.type), asc(documents.number))
      .limit(MAX_EXPORT_DOCUMENTS + 1)
      .for('update');
    if (!due.length) {
      throw conflict(msg('sdi.nothing_to_send', { from: query.date_from, to: query.date_to }));
    }
    if (due.length > MAX_EXPORT_DOCUMENTS) {
      throw new HttpError(400, msg('sdi.too_many_to_send', { max: MAX_EXPORT_DOCUMENTS }), {
        date_to: 'validation.date_range',
      });
    }
    const files: Zippable = {};
    const sentAt = new Date();
    const progressives = await takeProgressives(tx, due.length);
    for (const [i, { id }] of due.entries()) {
      const progressive = progressives[i];
      const { fileName, xml } = await sdiXmlOf(tx, id, progressive);
      files[fileName] = [strToU8(xml), { mtime: sentAt }];
      await tx.update(
        documents,
        {
          sdiStatus: SdiStatus.sent,
          sdiError: null,
          sdiFileName: fileName,
          sdiProgressive: progressive,
          sdiSentAt: sentAt,
        },
        eq(documents.id, id),
      );
    }
    return {
      fileName: `fatture-sdi_${query.date_from}_${query.date_to}.zip`,
      zip: zipSync(files, { level: 6 }),
      count: due.length,
    };
  });
}
