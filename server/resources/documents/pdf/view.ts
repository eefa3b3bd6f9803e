import type { DocumentType } from '../../../../contract/documents';
import type { PdfCompany, PdfParty } from '../../../lib/pdf/view';
import type { PdfPayment } from './due-dates';

export type { PdfCompany, PdfParty };

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
  /** The numbering series ('' the default): "Fattura N. 3/D/2026". */
  series: string;
  year: number;
  document_date: string;
  shipping_date: string | null;
  reference: string | null;
  description: string | null;
  related: string | null;
  /** A quote's validity date and conditions (printed under the rows); else null. */
  valid_until?: string | null;
  conditions?: string | null;
  company: PdfCompany;
  customer: PdfParty & { registry_code: string | null };
  rows: PdfRow[];
  vat: PdfVatLine[];
  /** The stamp duty's amount when the invoice bears it (the XML's DatiBollo), else null. */
  stamp_duty?: string | null;
  /** A public administration's references, one fact line ("Ordine PA 45 del …, CIG …"). */
  pa_reference?: { label: string; value: string } | null;
  /** Under split payment (art. 17-ter): the statement is printed and the amount due. */
  split_payment?: boolean;
  amount_due?: string;
  /** The letter of intent the N3.5 lines use, as printed under the VAT summary. */
  letter_of_intent?: string | null;
  totals: {
    subtotal: string;
    discount_total: string;
    net_total: string;
    vat_total: string;
    total: string;
  };
  /** False for a role that may not see prices: rows without prices, no totals, no payment. */
  prices?: boolean;
  /** Invoices and notes with a payment term: the term and the due dates (else null). */
  payment: PdfPayment | null;
}
