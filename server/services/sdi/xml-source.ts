import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema';
import type { TenantScope } from '../../tenant';
import { load } from '../documents/wire';
import { xmlFileName } from '../fatturapa/build';

/** A FatturaPA file ready to send. */
export interface SdiFile {
  fileName: string;
  xml: string;
}

const KIND = { invoice: 'TD01', 'credit-note': 'TD04', 'debit-note': 'TD05' } as const;
const escape = (s: string) =>
  s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

/**
 * The FatturaPA file of issued document `id` under `progressive` (the one call site of the
 * zip export). INTEGRATION: the body becomes the `xml` helper's builder,
 * `xmlOf(tx, id, progressive)` in `server/services/fatturapa/` (its checks' 400/409 pass
 * through to the export). Until then: the file name the SDI expects and a header-only
 * body, enough for the export and the receipts to be built and tested.
 */
export async function sdiXmlOf(tx: TenantScope, id: number, progressive: string): Promise<SdiFile> {
  const doc = await load(tx, id);
  const [company] = await tx.db.select().from(companies).where(eq(companies.id, tx.companyId));
  // The transmitter of the company profile (the company itself unless an intermediary sends).
  const transmitter = {
    country: company.transmitterCountry ?? 'IT',
    code: company.transmitterCode ?? company.vatNumber ?? company.taxCode ?? '',
  };
  const fileName = xmlFileName({ transmitter, progressive });
  const idCode = fileName.slice(2, fileName.lastIndexOf('_'));
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<p:FatturaElettronica versione="FPR12" xmlns:p="http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2">',
    `<FatturaElettronicaHeader><DatiTrasmissione><IdTrasmittente><IdPaese>${escape(transmitter.country)}</IdPaese><IdCodice>${escape(idCode)}</IdCodice></IdTrasmittente><ProgressivoInvio>${progressive}</ProgressivoInvio><FormatoTrasmissione>FPR12</FormatoTrasmissione></DatiTrasmissione></FatturaElettronicaHeader>`,
    `<FatturaElettronicaBody><DatiGenerali><DatiGeneraliDocumento><TipoDocumento>${KIND[doc.type as keyof typeof KIND]}</TipoDocumento><Divisa>EUR</Divisa><Data>${doc.document_date}</Data><Numero>${doc.number}/${doc.year}</Numero><ImportoTotaleDocumento>${doc.total}</ImportoTotaleDocumento></DatiGeneraliDocumento></DatiGenerali></FatturaElettronicaBody>`,
    '</p:FatturaElettronica>',
  ].join('\n');
  return { fileName, xml };
}
