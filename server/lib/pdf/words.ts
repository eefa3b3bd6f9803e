import type { DocumentType } from '../../../contract/documents';
import { formatNumber, type NumberedDocument } from '../../../contract/document-series';
import type { DOCUMENT_LANGUAGES } from '../../../contract/enums';
import { nameTables } from '../../../contract/messages';
import type { PaDocumentType } from '../../../contract/public-administration';

export type PdfLocale = (typeof DOCUMENT_LANGUAGES)[number];

/** The words printed on a document, per language (the customer's language for their copies). */
export interface PdfWords {
  title: Record<DocumentType, string>;
  number: string;
  /** Printed instead of the number on a draft invoice or note. */
  draft: string;
  date: string;
  shippingDate: string;
  customer: string;
  customerCode: string;
  vatNumber: string;
  taxCode: string;
  sdiCode: string;
  phone: string;
  email: string;
  reference: string;
  relatedDocument: string;
  /** A quote's validity date and the heading of its conditions. */
  validUntil: string;
  conditions: string;
  columns: {
    code: string;
    description: string;
    quantity: string;
    unit: string;
    price: string;
    discount: string;
    vat: string;
    amount: string;
  };
  vatSummary: string;
  rate: string;
  taxable: string;
  tax: string;
  subtotal: string;
  discountTotal: string;
  netTotal: string;
  vatTotal: string;
  total: string;
  /** Under the VAT summary when the document bears the stamp duty (amount already formatted). */
  stampDuty: (amount: string) => string;
  /** Under the VAT summary of a document under split payment (art. 17-ter DPR 633/72). */
  splitPayment: string;
  /** Under the total, under split payment: what the customer pays (the total less the VAT). */
  amountDue: string;
  /** A public administration's document the sale follows. */
  paDocument: Record<PaDocumentType, string>;
  /** Under the VAT summary: the letter of intent the N3.5 lines use (date formatted). */
  letterOfIntent: (protocol: string, date: string) => string;
  page: (page: number, pages: number) => string;
}

export const PDF_WORDS: Record<PdfLocale, PdfWords> = {
  it: {
    title: nameTables.it.document_type,
    number: 'N.',
    draft: 'BOZZA',
    date: 'Data',
    shippingDate: 'Data di spedizione',
    customer: 'Cliente',
    customerCode: 'Codice cliente',
    vatNumber: 'P. IVA',
    taxCode: 'Cod. fiscale',
    sdiCode: 'Codice SDI',
    phone: 'Tel.',
    email: 'E-mail',
    reference: 'Riferimento',
    relatedDocument: 'Documento collegato',
    validUntil: 'Valido fino al',
    conditions: 'Condizioni',
    columns: {
      code: 'Codice',
      description: 'Descrizione',
      quantity: 'Q.tà',
      unit: 'U.M.',
      price: 'Prezzo',
      discount: 'Sconto %',
      vat: 'IVA',
      amount: 'Importo',
    },
    vatSummary: 'Riepilogo IVA',
    rate: 'Aliquota',
    taxable: 'Imponibile',
    tax: 'Imposta',
    subtotal: 'Totale merce',
    discountTotal: 'Sconti',
    netTotal: 'Totale imponibile',
    vatTotal: 'Totale IVA',
    total: 'Totale documento',
    stampDuty: (amount) => `Imposta di bollo assolta in modo virtuale: ${amount}`,
    splitPayment:
      "Scissione dei pagamenti art. 17-ter DPR 633/72: l'IVA è versata all'Erario dal cessionario",
    amountDue: 'Netto a pagare',
    paDocument: { order: 'Ordine PA', contract: 'Contratto PA', agreement: 'Convenzione PA' },
    letterOfIntent: (protocol, date) => `Dichiarazione d'intento prot. ${protocol} del ${date}`,
    page: (page, pages) => `Pagina ${page} di ${pages}`,
  },
  en: {
    title: nameTables.en.document_type,
    number: 'No.',
    draft: 'DRAFT',
    date: 'Date',
    shippingDate: 'Shipping date',
    customer: 'Customer',
    customerCode: 'Customer code',
    vatNumber: 'VAT No.',
    taxCode: 'Tax code',
    sdiCode: 'SDI code',
    phone: 'Phone',
    email: 'E-mail',
    reference: 'Reference',
    relatedDocument: 'Related document',
    validUntil: 'Valid until',
    conditions: 'Terms and conditions',
    columns: {
      code: 'Code',
      description: 'Description',
      quantity: 'Qty',
      unit: 'Unit',
      price: 'Price',
      discount: 'Disc. %',
      vat: 'VAT',
      amount: 'Amount',
    },
    vatSummary: 'VAT summary',
    rate: 'Rate',
    taxable: 'Taxable',
    tax: 'VAT',
    subtotal: 'Subtotal',
    discountTotal: 'Discounts',
    netTotal: 'Taxable amount',
    vatTotal: 'VAT total',
    total: 'Total',
    stampDuty: (amount) => `Stamp duty paid virtually: ${amount}`,
    splitPayment:
      'Split payment, art. 17-ter DPR 633/72: the VAT is paid to the Treasury by the customer',
    amountDue: 'Amount due',
    paDocument: { order: 'PA order', contract: 'PA contract', agreement: 'PA agreement' },
    letterOfIntent: (protocol, date) => `Letter of intent no. ${protocol} of ${date}`,
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
  de: {
    title: nameTables.de.document_type,
    number: 'Nr.',
    draft: 'ENTWURF',
    date: 'Datum',
    shippingDate: 'Versanddatum',
    customer: 'Kunde',
    customerCode: 'Kundennummer',
    vatNumber: 'USt-IdNr.',
    taxCode: 'Steuernummer',
    sdiCode: 'SDI-Code',
    phone: 'Tel.',
    email: 'E-Mail',
    reference: 'Referenz',
    relatedDocument: 'Bezugsdokument',
    validUntil: 'Gültig bis',
    conditions: 'Bedingungen',
    columns: {
      code: 'Artikel',
      description: 'Beschreibung',
      quantity: 'Menge',
      unit: 'Einh.',
      price: 'Preis',
      discount: 'Rabatt %',
      vat: 'MwSt.',
      amount: 'Betrag',
    },
    vatSummary: 'MwSt.-Übersicht',
    rate: 'Satz',
    taxable: 'Netto',
    tax: 'MwSt.',
    subtotal: 'Warenwert',
    discountTotal: 'Rabatte',
    netTotal: 'Nettobetrag',
    vatTotal: 'MwSt. gesamt',
    total: 'Gesamtbetrag',
    stampDuty: (amount) => `Stempelsteuer virtuell entrichtet: ${amount}`,
    splitPayment:
      'Zahlungsaufteilung Art. 17-ter DPR 633/72: die MwSt. zahlt der Kunde an die Staatskasse',
    amountDue: 'Zahlbetrag',
    paDocument: {
      order: 'Bestellung der Verwaltung',
      contract: 'Vertrag der Verwaltung',
      agreement: 'Rahmenvereinbarung',
    },
    letterOfIntent: (protocol, date) => `Absichtserklärung Prot. ${protocol} vom ${date}`,
    page: (page, pages) => `Seite ${page} von ${pages}`,
  },
  fr: {
    title: nameTables.fr.document_type,
    number: 'N°',
    draft: 'BROUILLON',
    date: 'Date',
    shippingDate: "Date d'expédition",
    customer: 'Client',
    customerCode: 'Code client',
    vatNumber: 'N° TVA',
    taxCode: 'Code fiscal',
    sdiCode: 'Code SDI',
    phone: 'Tél.',
    email: 'E-mail',
    reference: 'Référence',
    relatedDocument: 'Document lié',
    validUntil: 'Valable jusqu’au',
    conditions: 'Conditions',
    columns: {
      code: 'Code',
      description: 'Désignation',
      quantity: 'Qté',
      unit: 'Unité',
      price: 'Prix',
      discount: 'Remise %',
      vat: 'TVA',
      amount: 'Montant',
    },
    vatSummary: 'Récapitulatif TVA',
    rate: 'Taux',
    taxable: 'Base HT',
    tax: 'TVA',
    subtotal: 'Total marchandises',
    discountTotal: 'Remises',
    netTotal: 'Total HT',
    vatTotal: 'Total TVA',
    total: 'Total TTC',
    stampDuty: (amount) => `Droit de timbre acquitté de manière virtuelle : ${amount}`,
    splitPayment:
      'Paiement scindé, art. 17-ter DPR 633/72 : la TVA est versée au Trésor par le client',
    amountDue: 'Net à payer',
    paDocument: {
      order: 'Commande publique',
      contract: 'Contrat public',
      agreement: 'Convention publique',
    },
    letterOfIntent: (protocol, date) => `Lettre d’intention n° ${protocol} du ${date}`,
    page: (page, pages) => `Page ${page} sur ${pages}`,
  },
  hu: {
    title: nameTables.hu.document_type,
    number: 'Sz.',
    draft: 'PISZKOZAT',
    date: 'Kelt',
    shippingDate: 'Szállítás dátuma',
    customer: 'Vevő',
    customerCode: 'Vevőkód',
    vatNumber: 'Adószám',
    taxCode: 'Adóazonosító',
    sdiCode: 'SDI-kód',
    phone: 'Tel.',
    email: 'E-mail',
    reference: 'Hivatkozás',
    relatedDocument: 'Kapcsolódó bizonylat',
    validUntil: 'Érvényes eddig',
    conditions: 'Feltételek',
    columns: {
      code: 'Cikkszám',
      description: 'Megnevezés',
      quantity: 'Menny.',
      unit: 'Egys.',
      price: 'Egységár',
      discount: 'Kedv. %',
      vat: 'ÁFA',
      amount: 'Összeg',
    },
    vatSummary: 'ÁFA-összesítő',
    rate: 'Kulcs',
    taxable: 'Nettó érték',
    tax: 'ÁFA',
    subtotal: 'Áruérték',
    discountTotal: 'Kedvezmények',
    netTotal: 'Nettó összesen',
    vatTotal: 'ÁFA összesen',
    total: 'Fizetendő végösszeg',
    stampDuty: (amount) => `Virtuálisan megfizetett bélyegilleték: ${amount}`,
    splitPayment:
      'Megosztott fizetés, DPR 633/72 17-ter. cikk: az áfát az ügyfél fizeti be az államkincstárba',
    amountDue: 'Fizetendő összeg',
    paDocument: {
      order: 'Közigazgatási megrendelés',
      contract: 'Közigazgatási szerződés',
      agreement: 'Közigazgatási megállapodás',
    },
    letterOfIntent: (protocol, date) => `Szándéknyilatkozat, iktatószám ${protocol}, kelte ${date}`,
    page: (page, pages) => `${page}. oldal / ${pages}`,
  },
};

/**
 * "Fattura 12/2026", "Fattura 3/D/2026" ("Fattura N. 12/2026" with `numbered`), or "Fattura
 * BOZZA" for a draft invoice or note (no number until it is issued).
 */
export function documentTitle(
  doc: NumberedDocument & { type: DocumentType },
  words: PdfWords,
  numbered = false,
) {
  const number =
    doc.number === null ? words.draft : `${numbered ? `${words.number} ` : ''}${formatNumber(doc)}`;
  return `${words.title[doc.type]} ${number}`;
}
