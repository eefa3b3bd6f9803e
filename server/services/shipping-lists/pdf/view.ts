/** A party on a label: the sender (the company) or the recipient (the customer). */
export interface LabelParty {
  name: string;
  lines: string[];
}

/** One label page: one parcel of an item. The renderer does no lookups and no arithmetic. */
export interface LabelPage {
  sender: LabelParty;
  recipient: LabelParty;
  /** "3/2026", or null while the list is open ("da confermare"). */
  list_number: string | null;
  list_date: string;
  carrier: string | null;
  parcel: number;
  parcels: number;
  /** Kilograms of this parcel (the item's weight shared by its parcels), or null. */
  weight: string | null;
  order: string;
  customer_reference: string | null;
  article: string;
  quantity: string;
  parcel_code: string;
  sscc: string | null;
  sscc_text: string | null;
}
