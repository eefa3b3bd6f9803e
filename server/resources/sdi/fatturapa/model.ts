/**
 * What one FatturaPA file says, in the product's terms. The loader (database -> this) and the
 * builder (this -> XML) meet here, so each can change without the other. Amounts, quantities
 * and prices are decimal strings as on the wire; dates are `YYYY-MM-DD`. Texts are the
 * product's own (any Unicode): the builder makes them schema-safe (`text.ts`).
 */

/**
 * TipoDocumento: invoice, credit note, debit note; TD24 a deferred invoice (its rows bill
 * the items of DDTs, `ddts`).
 */
export type XmlDocumentKind = 'TD01' | 'TD04' | 'TD05' | 'TD24';

/** DatiDDT: a transport document the invoice bills, and the lines (1-based) that bill it. */
export interface XmlDdt {
  /** NumeroDDT, as the product prints it ("5/2026"). */
  number: string;
  date: string;
  lines: number[];
}

export interface XmlAddress {
  /** Street and number, one line (Indirizzo). */
  address: string;
  /** CAP: five digits in Italy; abroad the builder writes 00000 (the SDI rule). */
  zip: string | null;
  city: string;
  /** Two-letter province, Italy only. */
  province: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/** CedentePrestatore: the company issuing the document (its fiscal profile). */
export interface XmlSeller {
  /** IdFiscaleIVA: country and VAT number (11 digits for IT). */
  vatCountry: string;
  vatNumber: string;
  taxCode: string | null;
  name: string;
  /** RegimeFiscale RF01-RF20 (contract/regimi-fiscali.ts). */
  regime: string;
  address: XmlAddress;
  /** IscrizioneREA: an S.r.l./S.p.A. has one. */
  rea: {
    office: string;
    number: string;
    shareCapital: string | null;
    /** SU: one shareholder, SM: several; null when not stated. */
    soleShareholder: 'SU' | 'SM' | null;
    /** LS: in liquidation, LN: not. */
    liquidation: 'LS' | 'LN';
  } | null;
  phone: string | null;
  email: string | null;
}

/** CessionarioCommittente: the customer. A company has a name, a private person first and last name. */
export interface XmlBuyer {
  /** IdFiscaleIVA, when the customer has a VAT id (foreign ones included). */
  vatCountry: string | null;
  vatNumber: string | null;
  taxCode: string | null;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  address: XmlAddress;
}

export interface XmlRow {
  description: string;
  quantity: string;
  unitPrice: string;
  /** A percentage, 0-100 (ScontoMaggiorazione SC). */
  discount: string;
  vatRate: string;
  /** The natura code (N1 ... N7) of a 0 % row, else null. */
  vatNature: string | null;
  /** Unit of measure (UnitaMisura), when the row has an article. */
  unit: string | null;
  /** The article's code (CodiceArticolo, CodiceTipo "INTERNO"), when the row has one. */
  articleCode: string | null;
}

/** DatiPagamento: from the document's payment term and due dates. */
export interface XmlPayment {
  /** TP01 in instalments, TP02 in full. */
  condition: 'TP01' | 'TP02';
  /** ModalitaPagamento MP01-MP23. */
  method: string;
  instalments: { dueDate: string; amount: string }[];
  iban: string | null;
  bank: string | null;
}

export interface InvoiceXmlInput {
  /** ProgressivoInvio and the file name's progressive: 1-5 letters or digits, unique per company. */
  progressive: string;
  /** IdTrasmittente: who sends the file (the company itself or its intermediary). */
  transmitter: { country: string; code: string };
  /**
   * FormatoTrasmissione, CodiceDestinatario (a public administration's 6-character office
   * code; else 7 characters: an SDI code, 0000000 or XXXXXXX) and PECDestinatario.
   */
  recipient: { format: 'FPA12' | 'FPR12'; code: string; pec: string | null };
  seller: XmlSeller;
  buyer: XmlBuyer;
  document: {
    kind: XmlDocumentKind;
    /** Numero, as the product prints it ("15/2026", "3/D/2026" in series D). */
    number: string;
    date: string;
    /** Causale: the document's description, when it has one. */
    description: string | null;
  };
  rows: XmlRow[];
  /** DatiOrdineAcquisto: the customer's reference (their order), when the document has one. */
  purchaseOrder: { id: string; date: string | null } | null;
  /**
   * A public administration's document the sale follows, with the CIG and CUP it gave: in
   * DatiOrdineAcquisto (in place of `purchaseOrder`), DatiContratto or DatiConvenzione.
   */
  paReference?: {
    type: 'order' | 'contract' | 'agreement';
    id: string;
    date: string | null;
    cig: string | null;
    cup: string | null;
  } | null;
  /**
   * Split payment (art. 17-ter DPR 633/72): EsigibilitaIVA S, and the customer pays the
   * total less the VAT (ImportoPagamento).
   */
  splitPayment?: boolean;
  /** A letter of intent the document's N3.5 lines use (AltriDatiGestionali INTENTO). */
  letterOfIntent?: { protocol: string; date: string } | null;
  /** DatiFattureCollegate: on a credit or debit note, the invoice it corrects. */
  linkedInvoices: { number: string; date: string }[];
  /** DatiDDT: the DDTs a deferred invoice (TD24) bills; none or left out otherwise. */
  ddts?: XmlDdt[];
  payment: XmlPayment | null;
}
