import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { SdiStatus } from '../../../contract/enums';
import { formatProgressive } from '../../resources/sdi/progressive';
import { issuedSql } from '../../resources/documents/sdi-state';
import { documentSdiEvents, documents } from '../../resources/documents/table';
import { sdiTransmitterCounters } from '../../resources/sdi/table';

type Tx = Parameters<Parameters<NodePgDatabase['transaction']>[0]>[0];

/**
 * The demo's SDI states, as a company that sends its invoices as it issues them: every issued
 * document was sent the day after its date and delivered (one not delivered: the buyer's PEC
 * box was full), but this year's first invoice, rejected by the SDI (a wrong recipient code)
 * and waiting for its correction, and the newest document, still to send. Each sent document
 * has its history: the file sent, then the receipt.
 */
/** The demo's rejected invoice: the SDI's NotificaScarto errors. */
const REJECTION = [
  {
    code: '00311',
    description: '1.1.4 <CodiceDestinatario> non valido',
    suggestion: 'Verificare il codice destinatario comunicato dal cliente',
  },
];

export async function seedSdi(tx: Tx, companyId: number, idCode: string) {
  const of = (from: string, to: string) =>
    tx
      .select({ id: documents.id, type: documents.type, documentDate: documents.documentDate })
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
  const thisYear = await of('2026-01-01', '2027-01-01');
  const rejected = thisYear.find((d) => d.type === 'invoice');
  const sent = [...lastYear, ...thisYear.slice(0, -1)];
  for (const [i, doc] of sent.entries()) {
    const progressive = formatProgressive(i + 1);
    const status =
      doc === rejected
        ? SdiStatus.rejected
        : i === 2
          ? SdiStatus.not_delivered
          : SdiStatus.delivered;
    const fileName = `IT${idCode}_${progressive}.xml`;
    // Sent the day after the document's date; the receipt an hour later.
    const sentAt = new Date(Date.parse(`${doc.documentDate}T10:00:00Z`) + 86_400_000);
    const errors = doc === rejected ? REJECTION : null;
    await tx
      .update(documents)
      .set({
        sdiStatus: status,
        sdiProgressive: progressive,
        sdiFileName: fileName,
        sdiSentAt: sentAt,
        sdiError: errors,
      })
      .where(and(eq(documents.companyId, companyId), eq(documents.id, doc.id)));
    const receipt = doc === rejected ? 'NS' : i === 2 ? 'MC' : 'RC';
    await tx.insert(documentSdiEvents).values([
      { companyId, documentId: doc.id, at: sentAt, kind: 'sent', fileName },
      {
        companyId,
        documentId: doc.id,
        at: new Date(sentAt.getTime() + 3_600_000),
        kind: 'receipt',
        fileName,
        receipt,
        detail: errors ? { errors } : null,
      },
    ]);
  }
  if (sent.length) {
    await tx
      .insert(sdiTransmitterCounters)
      .values({ transmitter: `IT${idCode}`, lastProgressive: sent.length });
  }
}
