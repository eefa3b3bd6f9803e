import Decimal from 'decimal.js';
import { natureReference, STAMP_DUTY, stampDutyApplies } from '../../../../contract/vat-natures';
import { normaliseVat } from '../../../../contract/vat-formats';
import { computeTotals, dueAndIntent, rowNet, type Totals } from '../../documents/totals';
import { assertSdiChecks } from './checks';
import type { InvoiceXmlInput, XmlAddress, XmlBuyer, XmlPayment, XmlRow, XmlSeller } from './model';
import { serialize } from './serialize';
import { asciiText, latin1Text } from './text';
import type {
  CedentePrestatore,
  CessionarioCommittente,
  DatiDDT,
  DatiRiepilogo,
  DettaglioLinee,
  FatturaBody,
  FatturaTree,
  IdFiscale,
  Indirizzo,
} from './tree';

/**
 * The FatturaPA XML of an invoice, credit note or debit note: `InvoiceXmlInput`
 * (model.ts) -> the tree of the document (tree.ts) -> the SDI checks (checks.ts) -> XML.
 * Pure: no database, no clock. Amounts are the product's own (`computeTotals`: rows rounded to
 * the cent, VAT once per rate), so the XML and the PDF always agree. Rules: docs/e-invoicing.md.
 */

/** The file name the SDI expects: the transmitter's IdPaese and IdCodice, `_`, the progressive. */
export function xmlFileName(input: Pick<InvoiceXmlInput, 'transmitter' | 'progressive'>) {
  const { IdPaese, IdCodice } = fiscalId(input.transmitter.country, input.transmitter.code);
  return `${IdPaese}${IdCodice}_${input.progressive}.xml`;
}

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');
/** Latin-1 text of at most `max` characters; undefined when nothing is left. */
const latin = (text: string | null | undefined, max: number) =>
  (text && latin1Text(oneLine(text), max)) || undefined;
const ascii = (text: string | null | undefined, max: number) =>
  (text && asciiText(oneLine(text), max)) || undefined;

/** Between 2 and 8 decimals (the schema's Amount8DecimalType and QuantitaType). */
const decimals2to8 = (value: string) => {
  const d = new Decimal(value);
  return d.toFixed(Math.min(8, Math.max(2, d.decimalPlaces())));
};
const twoDecimals = (value: string) => new Decimal(value).toFixed(2);
/** The rate as `computeTotals` groups it: `22`, `0` (the wire may say `22.00`). */
const plainRate = (value: string) => new Decimal(value).toString();

const upper = (text: string | null | undefined) => (text ?? '').trim().toUpperCase();

/**
 * IdFiscaleIVA: the country, and the number as stored (contract/vat-formats.ts `normaliseVat`:
 * without separators nor the country's prefix; a French key that reads `FR` and a Swiss UID's
 * `CHE` stay).
 */
function fiscalId(country: string, number: string): IdFiscale {
  const paese = upper(country);
  return { IdPaese: paese, IdCodice: asciiText(normaliseVat(paese, upper(number)), 28) };
}

/** A tax code the schema accepts ([A-Z0-9]{11,16}), else left out. */
function taxCode(code: string | null) {
  const cleaned = upper(code).replace(/\s/g, '');
  return /^[A-Z0-9]{11,16}$/.test(cleaned) ? cleaned : undefined;
}

/** Sede: abroad the CAP is 00000 and there is no province (the SDI's rules). */
function address(a: XmlAddress): Indirizzo {
  const nazione = upper(a.country);
  const italy = nazione === 'IT';
  const province = upper(a.province);
  return {
    Indirizzo: latin(a.address, 60) ?? '',
    CAP: italy ? (a.zip ?? '').trim() : '00000',
    Comune: latin(a.city, 60) ?? '',
    Provincia: italy && /^[A-Z]{2}$/.test(province) ? province : undefined,
    Nazione: nazione,
  };
}

function contacts(seller: XmlSeller): CedentePrestatore['Contatti'] {
  const phone = (seller.phone ?? '').replace(/[^\d+]/g, '');
  const email = (seller.email ?? '').trim();
  const Telefono = phone.length >= 5 && phone.length <= 12 ? phone : undefined;
  const Email = /^.+@.+\..+$/.test(email) && email.length <= 256 ? email : undefined;
  return Telefono || Email ? { Telefono, Email } : undefined;
}

function seller(s: XmlSeller): CedentePrestatore {
  return {
    DatiAnagrafici: {
      IdFiscaleIVA: fiscalId(s.vatCountry, s.vatNumber),
      CodiceFiscale: taxCode(s.taxCode),
      Anagrafica: { Denominazione: latin(s.name, 80) ?? '' },
      RegimeFiscale: upper(s.regime),
    },
    Sede: address(s.address),
    IscrizioneREA: s.rea
      ? {
          Ufficio: upper(s.rea.office),
          NumeroREA: ascii(s.rea.number, 20) ?? '',
          CapitaleSociale: s.rea.shareCapital ? twoDecimals(s.rea.shareCapital) : undefined,
          SocioUnico: s.rea.soleShareholder ?? undefined,
          StatoLiquidazione: s.rea.liquidation,
        }
      : undefined,
    Contatti: contacts(s),
  };
}

/**
 * CessionarioCommittente: a VAT id when the customer has one; a foreign customer without one
 * gets its country and 99999999999 (the SDI's placeholder); the tax code is Italian only.
 */
function buyer(b: XmlBuyer): CessionarioCommittente {
  const country = upper(b.address.country);
  const italy = country === 'IT';
  const IdFiscaleIVA = b.vatNumber
    ? fiscalId(b.vatCountry ?? country, b.vatNumber)
    : italy
      ? undefined
      : { IdPaese: country, IdCodice: '99999999999' };
  const person = !!(b.firstName || b.lastName);
  return {
    DatiAnagrafici: {
      IdFiscaleIVA,
      CodiceFiscale: italy ? taxCode(b.taxCode) : undefined,
      Anagrafica: person
        ? { Nome: latin(b.firstName, 60) ?? '', Cognome: latin(b.lastName, 60) ?? '' }
        : { Denominazione: latin(b.name, 80) ?? '' },
    },
    Sede: address(b.address),
  };
}

function line(row: XmlRow, index: number): DettaglioLinee {
  const discount = new Decimal(row.discount || '0');
  const net = rowNet({
    quantity: row.quantity,
    unit_price: row.unitPrice,
    discount: discount.toString(),
  });
  const code = latin(row.articleCode, 35);
  return {
    NumeroLinea: String(index + 1),
    CodiceArticolo: code ? { CodiceTipo: 'INTERNO', CodiceValore: code } : undefined,
    Descrizione: latin(row.description, 1000) ?? '',
    Quantita: decimals2to8(row.quantity),
    UnitaMisura: ascii(row.unit, 10),
    PrezzoUnitario: decimals2to8(row.unitPrice),
    ScontoMaggiorazione: discount.isZero()
      ? undefined
      : [{ Tipo: 'SC', Percentuale: discount.toFixed(2) }],
    PrezzoTotale: net.toFixed(2),
    AliquotaIVA: twoDecimals(row.vatRate),
    Natura: row.vatNature ?? undefined,
  };
}

/**
 * DatiRiepilogo: one per rate (and, at 0 %, per natura), with the product's exact totals.
 * The VAT is due at once (I), or under split payment paid by the customer to the Treasury (S).
 */
const summary = (totals: Totals, splitPayment: boolean): DatiRiepilogo[] =>
  totals.vat_summary.map((s) => ({
    AliquotaIVA: twoDecimals(s.vat_rate),
    Natura: s.vat_nature ?? undefined,
    ImponibileImporto: s.taxable,
    Imposta: s.vat,
    EsigibilitaIVA: s.vat_nature ? undefined : splitPayment ? 'S' : 'I',
    RiferimentoNormativo: natureReference(s.vat_nature) ?? undefined,
  }));

/**
 * DatiPagamento: one DettaglioPagamento per instalment (when none, the whole amount due: the
 * total, less the VAT under split payment).
 */
function payment(p: XmlPayment, due: string): FatturaBody['DatiPagamento'] {
  const instalments = p.instalments.length ? p.instalments : [{ dueDate: '', amount: due }];
  const iban = p.iban ? p.iban.replace(/\s/g, '').toUpperCase() : undefined;
  return {
    CondizioniPagamento: p.condition,
    DettaglioPagamento: instalments.map((i) => ({
      ModalitaPagamento: p.method,
      DataScadenzaPagamento: i.dueDate || undefined,
      ImportoPagamento: twoDecimals(i.amount),
      IstitutoFinanziario: latin(p.bank, 80),
      IBAN: iban,
    })),
  };
}

/**
 * Causale: the description in pieces of at most 200 characters (the element repeats), cut
 * between words; a word longer than a piece is cut where the piece ends.
 */
function causale(description: string | null) {
  const text = latin(description, 2000);
  if (!text) return undefined;
  const chars = [...text];
  const pieces: string[] = [];
  for (let start = 0; start < chars.length;) {
    let end = Math.min(chars.length, start + 200);
    if (end < chars.length && chars[end] !== ' ') {
      const space = chars.lastIndexOf(' ', end - 1);
      if (space > start) end = space;
    }
    const piece = chars.slice(start, end).join('').trim();
    if (piece) pieces.push(piece);
    start = end;
  }
  return pieces;
}

/**
 * DatiOrdineAcquisto, DatiContratto, DatiConvenzione: a public administration's document in
 * the block of its type, with the CIG and CUP; the customer's own order (the reference) is
 * DatiOrdineAcquisto unless the administration's order takes that place.
 */
function purchaseBlocks(input: InvoiceXmlInput) {
  const pa = input.paReference;
  const own = input.purchaseOrder
    ? related([{ number: input.purchaseOrder.id, date: input.purchaseOrder.date }])
    : undefined;
  if (!pa) return { DatiOrdineAcquisto: own };
  const block = [
    {
      IdDocumento: ascii(pa.id, 20) ?? '',
      Data: pa.date ?? undefined,
      CodiceCUP: ascii(pa.cup, 15),
      CodiceCIG: ascii(pa.cig, 15),
    },
  ];
  return {
    DatiOrdineAcquisto: pa.type === 'order' ? block : own,
    DatiContratto: pa.type === 'contract' ? block : undefined,
    DatiConvenzione: pa.type === 'agreement' ? block : undefined,
  };
}

/** AltriDatiGestionali INTENTO on the first N3.5 line: the letter of intent it uses. */
function intentOn(lines: DettaglioLinee[], letter: InvoiceXmlInput['letterOfIntent']) {
  const first = letter && lines.find((line) => line.Natura === 'N3.5');
  if (!first) return lines;
  first.AltriDatiGestionali = [
    {
      TipoDato: 'INTENTO',
      RiferimentoTesto: ascii(letter.protocol, 60),
      RiferimentoData: letter.date,
    },
  ];
  return lines;
}

const related = (refs: { number: string; date: string | null }[]) => {
  const list = refs
    .map((r) => ({ IdDocumento: ascii(r.number, 20) ?? '', Data: r.date ?? undefined }))
    .filter((r) => r.IdDocumento);
  return list.length ? list : undefined;
};

/** DatiDDT: each DDT billed, with the numbers of the lines that bill it. */
const ddts = (list: InvoiceXmlInput['ddts']): DatiDDT[] | undefined =>
  list?.length
    ? list.map((ddt) => ({
        NumeroDDT: ascii(ddt.number, 20) ?? '',
        DataDDT: ddt.date,
        RiferimentoNumeroLinea: ddt.lines.length ? ddt.lines.map(String) : undefined,
      }))
    : undefined;

/** The document's tree, as the XML will say it (checked by `checks.ts` before serializing). */
export function buildTree(input: InvoiceXmlInput): FatturaTree {
  const totals = computeTotals(
    input.rows.map((r) => ({
      quantity: r.quantity,
      unit_price: r.unitPrice,
      discount: r.discount || '0',
      vat_rate: plainRate(r.vatRate),
      vat_nature: r.vatNature,
    })),
  );
  const { recipient, document } = input;
  const code = upper(recipient.code);
  const split = input.splitPayment === true;
  return {
    FatturaElettronicaHeader: {
      DatiTrasmissione: {
        IdTrasmittente: fiscalId(input.transmitter.country, input.transmitter.code),
        ProgressivoInvio: ascii(input.progressive, 10) ?? '',
        FormatoTrasmissione: recipient.format,
        CodiceDestinatario: code,
        // A PEC goes with the code 0000000 only (SDI check 00426).
        PECDestinatario: code === '0000000' ? ascii(recipient.pec, 256) : undefined,
      },
      CedentePrestatore: seller(input.seller),
      CessionarioCommittente: buyer(input.buyer),
    },
    FatturaElettronicaBody: {
      DatiGenerali: {
        DatiGeneraliDocumento: {
          TipoDocumento: document.kind,
          Divisa: 'EUR',
          Data: document.date,
          Numero: ascii(document.number, 20) ?? '',
          DatiBollo: stampDutyApplies(totals.vat_summary)
            ? { BolloVirtuale: 'SI', ImportoBollo: STAMP_DUTY.amount }
            : undefined,
          ImportoTotaleDocumento: totals.total,
          Causale: causale(document.description),
        },
        ...purchaseBlocks(input),
        DatiFattureCollegate: related(input.linkedInvoices),
        DatiDDT: ddts(input.ddts),
      },
      DatiBeniServizi: {
        DettaglioLinee: intentOn(input.rows.map(line), input.letterOfIntent),
        DatiRiepilogo: summary(totals, split),
      },
      DatiPagamento: input.payment
        ? payment(input.payment, dueAndIntent(totals, split).amountDue)
        : undefined,
    },
  };
}

export interface InvoiceXml {
  fileName: string;
  xml: string;
  tree: FatturaTree;
}

/**
 * The XML file of a document: built, checked (an `HttpError` 409 naming the fields when the
 * SDI would reject it, see `checks.ts`), serialized.
 */
export function invoiceXml(input: InvoiceXmlInput): InvoiceXml {
  const tree = buildTree(input);
  assertSdiChecks(tree);
  return { fileName: xmlFileName(input), xml: serialize(tree), tree };
}
