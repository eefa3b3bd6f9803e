/**
 * The FatturaPA 1.2.2 document as a JS tree: property names are the schema's
 * element names, in the schema's order, so `serialize` writes it as it is; `undefined` is an
 * element left out, an array a repeated element. Values are the text the XML carries, already
 * schema-safe (`text.ts`) and formatted (amounts `1234.50`, rates `22.00`). The SDI checks
 * (`checks.ts`) read this tree, before it is serialized.
 */

export interface IdFiscale {
  IdPaese: string;
  IdCodice: string;
}

export interface Indirizzo {
  Indirizzo: string;
  CAP: string;
  Comune: string;
  Provincia?: string;
  Nazione: string;
}

/** Denominazione, or Nome and Cognome. */
export type Anagrafica = { Denominazione: string } | { Nome: string; Cognome: string };

export interface DatiTrasmissione {
  IdTrasmittente: IdFiscale;
  ProgressivoInvio: string;
  /** FPA12 to a public administration, FPR12 to anyone else. */
  FormatoTrasmissione: 'FPA12' | 'FPR12';
  CodiceDestinatario: string;
  PECDestinatario?: string;
}

export interface CedentePrestatore {
  DatiAnagrafici: {
    IdFiscaleIVA: IdFiscale;
    CodiceFiscale?: string;
    Anagrafica: Anagrafica;
    RegimeFiscale: string;
  };
  Sede: Indirizzo;
  IscrizioneREA?: {
    Ufficio: string;
    NumeroREA: string;
    CapitaleSociale?: string;
    SocioUnico?: string;
    StatoLiquidazione: string;
  };
  Contatti?: { Telefono?: string; Email?: string };
}

export interface CessionarioCommittente {
  DatiAnagrafici: {
    IdFiscaleIVA?: IdFiscale;
    CodiceFiscale?: string;
    Anagrafica: Anagrafica;
  };
  Sede: Indirizzo;
}

export interface DocumentoCorrelato {
  IdDocumento: string;
  Data?: string;
  CodiceCUP?: string;
  CodiceCIG?: string;
}

/** DatiDDT: a transport document and the lines that bill it. */
export interface DatiDDT {
  NumeroDDT: string;
  DataDDT: string;
  RiferimentoNumeroLinea?: string[];
}

export interface DatiGeneraliDocumento {
  TipoDocumento: string;
  Divisa: 'EUR';
  Data: string;
  Numero: string;
  DatiBollo?: { BolloVirtuale: 'SI'; ImportoBollo: string };
  ImportoTotaleDocumento?: string;
  Causale?: string[];
}

export interface DettaglioLinee {
  NumeroLinea: string;
  CodiceArticolo?: { CodiceTipo: string; CodiceValore: string };
  Descrizione: string;
  Quantita?: string;
  UnitaMisura?: string;
  PrezzoUnitario: string;
  ScontoMaggiorazione?: { Tipo: 'SC' | 'MG'; Percentuale?: string; Importo?: string }[];
  PrezzoTotale: string;
  AliquotaIVA: string;
  Natura?: string;
  /** A letter of intent's protocol and date (TipoDato INTENTO) on an N3.5 line. */
  AltriDatiGestionali?: { TipoDato: string; RiferimentoTesto?: string; RiferimentoData?: string }[];
}

export interface DatiRiepilogo {
  AliquotaIVA: string;
  Natura?: string;
  ImponibileImporto: string;
  Imposta: string;
  EsigibilitaIVA?: 'I' | 'D' | 'S';
  RiferimentoNormativo?: string;
}

export interface DettaglioPagamento {
  ModalitaPagamento: string;
  DataScadenzaPagamento?: string;
  ImportoPagamento: string;
  IstitutoFinanziario?: string;
  IBAN?: string;
}

export interface FatturaBody {
  DatiGenerali: {
    DatiGeneraliDocumento: DatiGeneraliDocumento;
    DatiOrdineAcquisto?: DocumentoCorrelato[];
    DatiContratto?: DocumentoCorrelato[];
    DatiConvenzione?: DocumentoCorrelato[];
    DatiFattureCollegate?: DocumentoCorrelato[];
    DatiDDT?: DatiDDT[];
  };
  DatiBeniServizi: {
    DettaglioLinee: DettaglioLinee[];
    DatiRiepilogo: DatiRiepilogo[];
  };
  DatiPagamento?: {
    CondizioniPagamento: string;
    DettaglioPagamento: DettaglioPagamento[];
  };
}

export interface FatturaTree {
  FatturaElettronicaHeader: {
    DatiTrasmissione: DatiTrasmissione;
    CedentePrestatore: CedentePrestatore;
    CessionarioCommittente: CessionarioCommittente;
  };
  FatturaElettronicaBody: FatturaBody;
}
