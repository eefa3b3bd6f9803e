import type { Carriage, TransportBy, TransportReason } from '../../../../contract/enums';
import type { DeliveryPlace } from '../../customers/delivery';
import type { PdfCompany, PdfParty } from '../../../lib/pdf/view';
import type { CarrierDetails } from '../parties';

/** A line of goods on a DDT: an item of the list, with the order row it ships. */
export interface DdtRow {
  code: string | null;
  description: string;
  unit: string | null;
  quantity: string;
  parcels: number;
  /** "12/2026": the order the goods come from. */
  order: string;
  customer_reference: string | null;
}

/** Everything a DDT's PDF shows, already looked up: the renderer only formats and draws. */
export interface DdtView {
  /** Null while the list is open: the PDF is a draft. */
  number: number | null;
  year: number;
  date: string;
  company: PdfCompany;
  /** The customer (cessionario): name, billing address, VAT number; null for an empty list. */
  customer: PdfParty | null;
  /** Where the goods go (the snapshot's once confirmed). */
  place: DeliveryPlace | null;
  transport_reason: TransportReason;
  carriage: Carriage;
  transport_by: TransportBy;
  carrier: CarrierDetails | null;
  goods_appearance: string | null;
  parcels: number;
  /** Kilograms (the DDT's gross weight, else the items' summed), or null. */
  gross_weight: string | null;
  /** ISO 8601 instant, or null. */
  transport_start: string | null;
  cod_amount: string | null;
  notes: string | null;
  rows: DdtRow[];
}
