import Decimal from 'decimal.js';
import { asciiText } from '../sdi/fatturapa/text';
import { writeXml, type XmlNode } from '../../lib/xml-write';

/**
 * The SEPA direct-debit file: ISO 20022 `pain.008.001.02` (the message the EPC SDD Core and
 * B2B rulebooks use). One group header, one payment information block per scheme and
 * sequence (FRST, RCUR, OOFF), all with the batch's collection date, and one transaction per
 * instalment. Text is in the SEPA character set (Latin letters, digits, `/ - ? : ( ) . , ' +`
 * and space), accents folded. Rules: docs/collections.md, "SEPA direct-debit file".
 */

export type SddScheme = 'CORE' | 'B2B';
export type SddSequence = 'FRST' | 'RCUR' | 'OOFF';

export interface SddCreditor {
  name: string;
  iban: string;
  bic: string | null;
  /** The SEPA creditor identifier (IT..ZZZ + tax code). */
  creditorId: string;
}

export interface SddDebit {
  /** Unique in the company and the message: the batch item's reference. */
  endToEndId: string;
  amount: string;
  scheme: SddScheme;
  sequence: SddSequence;
  mandateId: string;
  signatureDate: string;
  debtorName: string;
  debtorIban: string;
  debtorBic: string | null;
  /** What the debit pays ("Fattura 12/2026 rata 1/2"). */
  remittance: string;
}

export interface SddBatch {
  messageId: string;
  /** When the file is written, ISO date-time without zone (`2026-12-03T10:15:00`). */
  createdAt: string;
  collectionDate: string;
  creditor: SddCreditor;
  debits: readonly SddDebit[];
}

/** Text in the SEPA character set, at most `max` characters. */
export const sepaText = (text: string, max: number) =>
  asciiText(text, max)
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim() || '-';

const sum = (debits: readonly SddDebit[]) =>
  debits.reduce((total, d) => total.plus(d.amount), new Decimal(0)).toFixed(2);

const agent = (bic: string | null) => ({
  FinInstnId: bic ? { BIC: bic } : { Othr: { Id: 'NOTPROVIDED' } },
});

function transaction(d: SddDebit) {
  return {
    PmtId: { EndToEndId: sepaText(d.endToEndId, 35) },
    InstdAmt: { $: { Ccy: 'EUR' }, _: new Decimal(d.amount).toFixed(2) },
    DrctDbtTx: {
      MndtRltdInf: { MndtId: sepaText(d.mandateId, 35), DtOfSgntr: d.signatureDate },
    },
    DbtrAgt: agent(d.debtorBic),
    Dbtr: { Nm: sepaText(d.debtorName, 70) },
    DbtrAcct: { Id: { IBAN: d.debtorIban } },
    RmtInf: { Ustrd: sepaText(d.remittance, 140) },
  };
}

function paymentInfo(batch: SddBatch, key: string, debits: readonly SddDebit[], n: number) {
  const [scheme, sequence] = key.split('/');
  const c = batch.creditor;
  return {
    PmtInfId: sepaText(`${batch.messageId}-${n}`, 35),
    PmtMtd: 'DD',
    BtchBookg: 'true',
    NbOfTxs: String(debits.length),
    CtrlSum: sum(debits),
    PmtTpInf: {
      SvcLvl: { Cd: 'SEPA' },
      LclInstrm: { Cd: scheme },
      SeqTp: sequence,
    },
    ReqdColltnDt: batch.collectionDate,
    Cdtr: { Nm: sepaText(c.name, 70) },
    CdtrAcct: { Id: { IBAN: c.iban } },
    CdtrAgt: agent(c.bic),
    ChrgBr: 'SLEV',
    CdtrSchmeId: {
      Id: { PrvtId: { Othr: { Id: c.creditorId, SchmeNm: { Prtry: 'SEPA' } } } },
    },
    DrctDbtTxInf: debits.map(transaction),
  };
}

/** The whole pain.008.001.02 document (UTF-8). */
export function sddFile(batch: SddBatch): string {
  const groups = new Map<string, SddDebit[]>();
  for (const debit of batch.debits) {
    const key = `${debit.scheme}/${debit.sequence}`;
    const group = groups.get(key);
    if (group) group.push(debit);
    else groups.set(key, [debit]);
  }
  const body: XmlNode = {
    GrpHdr: {
      MsgId: sepaText(batch.messageId, 35),
      CreDtTm: batch.createdAt,
      NbOfTxs: String(batch.debits.length),
      CtrlSum: sum(batch.debits),
      InitgPty: {
        Nm: sepaText(batch.creditor.name, 70),
        Id: { OrgId: { Othr: { Id: batch.creditor.creditorId } } },
      },
    },
    PmtInf: [...groups].map(([key, debits], k) => paymentInfo(batch, key, debits, k + 1)),
  };
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
  ];
  writeXml('CstmrDrctDbtInitn', body, '  ', out);
  out.push('</Document>', '');
  return out.join('\n');
}
