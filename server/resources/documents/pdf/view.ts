import type { DocumentType } from '../../../../contract/documents';
import type { PdfPayment } from './due-dates';

/** A party as printed: the company in the letterhead, the customer in the address block. */
export interface PdfParty {
  name: string;
  address?: string | null;
  zip?: string | null;
  city?: string | null;
  province?: string | null;
  country?: string | null;
  vat_number?: string | null;
  tax_code?: string | null;
  phone?: string | null;
  email?: string | null;
  pec?: string | null;
  sdi_code?: string | null;
}

/** The issuing company: its party lines plus the legal facts and bank of its fiscal profile. */
export interface PdfCompany extends PdfParty {
  rea_office?: string | null;
  rea_number?: string | null;
  share_capital?: string | null;
  sole_shareholder?: 'SU' | 'SM' | null;
  liquidation?: 'LS' | 'LN';
  iban?: string | null;
  bank_name?: string | null;
  /** REA, share capital, sole shareholder, liquidation: printed lines, in the PDF's language. */
  legal?: string[];
}

export interface PdfRow {
  code: string | null;
  description: string;
  quantity: string;
  unit: string | null;
  unit_price: string;
  discount: string;
  vat_rate: string;
  vat_nature: string | null;
  net_amount: string;
  /** On a deferred invoice: the line of the DDT it bills, printed over its group of rows. */
  ddt?: string | null;
}

export interface PdfVatLine {
  rate: string;
  nature: string | null;
  /** The natura's legal reference (contract/vat-natures.ts), as the XML states it. */
  reference?: string | null;
  taxable: string;
  vat: string;
}

/** Everything a document's PDF shows, already computed: the renderer does no arithmetic. */
export interface PdfDocument {
  type: DocumentType;
  /** Null for a draft invoice or note. */
  number: number | null;
  year: number;
  document_date: string;
  shipping_date: string | null;
  reference: string | null;
  description: string | null;
  related: string | null;
  company: PdfCompany;
  customer: PdfParty & { registry_code: string | null };
  rows: PdfRow[];
  vat: PdfVatLine[];
  /** The stamp duty's amount when the invoice bears it (the XML's DatiBollo), else null. */
  stamp_duty?: string | null;
  totals: {
    subtotal: string;
    discount_total: string;
    net_total: string;
    vat_total: string;
    total: string;
  };
  /** Invoices and notes with a payment term: the term and the due dates (else null). */
  payment: PdfPayment | null;
}
