import type { PdfLocale } from '../../../lib/pdf/words';

/** A party on a label: the sender (the company) or the recipient (the place of delivery). */
export interface LabelParty {
  name: string;
  /** The destination's name ("Magazzino Verona"), or null for the billing address. */
  destination?: string | null;
  lines: string[];
}

/**
 * One label page: one parcel of the shipment (the DDT). Texts in `locale`, the recipient's
 * language, numbers already formatted: the renderer does no lookups and no arithmetic.
 */
export interface LabelPage {
  locale: PdfLocale;
  sender: LabelParty;
  recipient: LabelParty;
  /** "3/2026", or null while the list is open ("DDT da confermare"). */
  ddt_number: string | null;
  ddt_date: string;
  carrier: string | null;
  /** The parcel's number across the whole DDT (1/7 … 7/7 in item order). */
  parcel: number;
  /** The DDT's parcels. */
  parcels: number;
  /** The shipment's gross weight (kg, formatted), or null. */
  weight: string | null;
  /** Cash on delivery, formatted ("1.234,56 €"), or null. */
  cod: string | null;
  order: string;
  customer_reference: string | null;
  article: string;
  quantity: string;
  parcel_code: string;
  sscc: string | null;
  sscc_text: string | null;
}
