import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { SdiStatus } from '../../contract/enums';
import { formatProgressive } from '../services/sdi/progressive';
import { issuedSql } from '../services/sdi/state';
import { documents, sdiCounters } from './schema';

type Tx = Parameters<Parameters<NodePgDatabase['transaction']>[0]>[0];

/**
 * The demo's SDI states: last year's issued documents were sent and delivered (one not
 * delivered: the buyer's PEC box was full), this year's first invoice was rejected by the SDI
 * (a wrong recipient code) and waits for its correction; the rest are to send.
 */
export async function seedSdi(tx: Tx, companyId: number, idCode: string) {
  const of = (from: string, to: string) =>
    tx
      .select({ id: documents.id, type: documents.type })
      .from(documents)
      .where(
        and(
          eq(documents.companyId, companyId),
          issuedSql(),
          gte(documents.documentDate, from),
          lt(documents.documentDate, to),
        ),
      )
      .orderBy(asc(documents.documentDate), asc(documents.type), asc(documents.number));
  const lastYear = await of('2025-01-01', '2026-01-01');
  const rejected = (await of('2026-01-01', '2027-01-01')).find((d) => d.type === 'invoice');
  const sent = [...lastYear, ...(rejected ? [rejected] : [])];
  for (const [i, doc] of sent.entries()) {
    const progressive = formatProgressive(i + 1);
    const status =
      doc === rejected
        ? SdiStatus.rejected
        : i === 2
          ? SdiStatus.not_delivered
          : SdiStatus.delivered;
    await tx
      .update(documents)
      .set({
        sdiStatus: status,
        sdiProgressive: progressive,
        sdiFileName: `IT${idCode}_${progressive}.xml`,
        sdiSentAt: new Date('2026-01-15T10:00:00Z'),
        sdiError:
          doc === rejected
            ? [
                {
                  code: '00311',
                  description: '1.1.4 <CodiceDestinatario> non valido',
                  suggestion: 'Verificare il codice destinatario comunicato dal cliente',
                },
              ]
            : null,
      })
      .where(and(eq(documents.companyId, companyId), eq(documents.id, doc.id)));
  }
  if (sent.length) await tx.insert(sdiCounters).values({ companyId, lastProgressive: sent.length });
}
