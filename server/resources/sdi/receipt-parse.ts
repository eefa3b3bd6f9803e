import type { SdiError, SdiReceiptKind } from '../../../contract/sdi';
import { readXml } from '../../lib/xml-stream';

/** What a receipt says, as far as the document's state goes. */
export interface Receipt {
  kind: SdiReceiptKind;
  /** NomeFile: the invoice file it is about. */
  invoiceFile: string;
  /** NotificaScarto: its ListaErrori. */
  errors: SdiError[];
  /** NotificaEsito: EC01 accepted, EC02 refused by the public administration. */
  outcome: 'EC01' | 'EC02' | null;
}

/** The SDI messages by their root element (MessaggiTypes v1.x). */
const KINDS: Record<string, SdiReceiptKind> = {
  RicevutaConsegna: 'RC',
  NotificaScarto: 'NS',
  NotificaMancataConsegna: 'MC',
  NotificaEsito: 'NE',
  AttestazioneTrasmissioneFattura: 'AT',
  NotificaDecorrenzaTermini: 'DT',
};

const localName = (name: string) => name.slice(name.indexOf(':') + 1);
/** Receipts' texts are short; a longer one is cut (it is only shown). */
const MAX_TEXT = 1000;

/**
 * Reads an SDI receipt (streaming, bounded: `xml-stream.ts`): its kind from the root element,
 * NomeFile, the errors of a NotificaScarto and the Esito of a NotificaEsito. The signature
 * and the other elements are skipped. Null when the XML is not one of the receipts read, or
 * says no NomeFile; throws (415/413 `HttpError`) when it is not XML or breaks the limits.
 */
export async function readReceipt(chunks: AsyncIterable<Uint8Array>): Promise<Receipt | null> {
  const path: string[] = [];
  let kind: SdiReceiptKind | null | undefined;
  let invoiceFile = '';
  let outcome = '';
  const errors: SdiError[] = [];
  let text = '';
  await readXml(chunks, {
    opentag: (tag) => {
      const name = localName(tag.name);
      if (kind === undefined) kind = KINDS[name] ?? null;
      path.push(name);
      text = '';
      if (kind && name === 'Errore' && path.at(-2) === 'ListaErrori') {
        errors.push({ code: '', description: '', suggestion: null });
      }
    },
    text: (piece) => {
      if (text.length < MAX_TEXT) text += piece;
    },
    closetag: () => {
      const at = path.join('/');
      const value = text.trim().slice(0, MAX_TEXT);
      const error = errors.at(-1);
      if (path.length === 2 && path[1] === 'NomeFile') invoiceFile = value;
      else if (at.endsWith('EsitoCommittente/Esito') && path.length === 3) outcome = value;
      else if (error && path.length === 4 && path[1] === 'ListaErrori') {
        if (path[3] === 'Codice') error.code = value;
        if (path[3] === 'Descrizione') error.description = value;
        if (path[3] === 'Suggerimento') error.suggestion = value || null;
      }
      path.pop();
      text = '';
    },
  });
  if (!kind || !invoiceFile) return null;
  return {
    kind,
    invoiceFile,
    errors,
    outcome: outcome === 'EC01' || outcome === 'EC02' ? outcome : null,
  };
}
