import { LOCALES } from './messages/locale';

/**
 * The domain's option lists, one module for the API (its `selects`) and the SPA. Each option's
 * `name` is a translation key under `enums.` in the SPA catalogues (Italian first), so the
 * server never sends display text and no screen hard-codes a status number.
 */
const options = <const T extends readonly (readonly [number | string, string])[]>(
  group: string,
  list: T,
) => list.map(([id, key]) => ({ id, name: `enums.${group}.${key}` }));

// Spec section 4 (value, label): the numeric values are the spec's.
// prettier-ignore
export const ORDER_STATUS = [
  [0, 'to_confirm'], [1, 'confirmed'], [2, 'waiting'], [3, 'in_progress'],
  [4, 'ready'], [5, 'packed'], [6, 'shipped'], [7, 'cancelled'],
] as const;
/**
 * Quotes (docs/quotes.md): draft, sent, then accepted or refused. Expired is never stored: an
 * open (draft or sent) quote past its validity date is answered as expired.
 */
export const QUOTE_STATUS = [
  [0, 'draft'],
  [1, 'sent'],
  [2, 'accepted'],
  [3, 'refused'],
  [4, 'expired'],
] as const;
export const LIFECYCLE_STATUS = [
  [0, 'draft'],
  [1, 'in_review'],
  [2, 'active'],
  [3, 'discontinued'],
] as const;
export const PRICING_TYPE = [
  [0, 'fixed'],
  [1, 'calculated'],
  [2, 'tabular'],
] as const;
// prettier-ignore
export const LINE_STATUS = [
  [0, 'to_produce'], [1, 'in_production'], [2, 'ready'], [3, 'packed'], [4, 'shipped'], [5, 'delivered'],
] as const;
/** Labels of shipping items (ARCHITECTURE: our statuses where the spec is silent). */
export const LABEL_STATUS = [
  [0, 'to_print'],
  [1, 'printed'],
  [2, 'applied'],
  [3, 'voided'],
] as const;
/** Shipping lists: open, then confirmed (numbered, read-only). */
export const SHIPPING_LIST_STATUS = [
  [0, 'open'],
  [1, 'confirmed'],
] as const;
export const PAYMENT_STATUS = [
  [0, 'to_pay'],
  [1, 'paying'],
  [2, 'paid'],
  [3, 'overdue'],
] as const;
/**
 * Where an issued invoice or note is with the SDI (docs/e-invoicing.md "SDI state"): to send,
 * sent (no receipt yet), delivered (RicevutaConsegna), not delivered (MancataConsegna: still
 * issued, the copy is in the buyer's reserved area), rejected (NotificaScarto: not issued,
 * correct and send again), accepted / refused by a public administration (NotificaEsito).
 */
// prettier-ignore
export const SDI_STATUS = [
  [0, 'to_send'], [1, 'sent'], [2, 'delivered'], [3, 'not_delivered'], [4, 'rejected'],
  [5, 'accepted'], [6, 'refused'],
] as const;

type Pairs = readonly (readonly [number, string])[];
/** A list's values by name (`OrderStatus.shipped` is 6): code names a status, never its number. */
const byName = <const T extends Pairs>(list: T) =>
  Object.fromEntries(list.map(([id, key]) => [key, id])) as {
    readonly [E in T[number] as E[1]]: E[0];
  };
/** The values of a list, in its order. */
const valuesOf = (list: Pairs): readonly number[] => list.map(([id]) => id);

export const OrderStatus = byName(ORDER_STATUS);
export const QuoteStatus = byName(QUOTE_STATUS);
export const LifecycleStatus = byName(LIFECYCLE_STATUS);
export const PricingType = byName(PRICING_TYPE);
export const LineStatus = byName(LINE_STATUS);
export const LabelStatus = byName(LABEL_STATUS);
export const ShippingListStatus = byName(SHIPPING_LIST_STATUS);
export const PaymentStatus = byName(PAYMENT_STATUS);
export const SdiStatus = byName(SDI_STATUS);

export const ORDER_STATUSES = valuesOf(ORDER_STATUS);
export const QUOTE_STATUSES = valuesOf(QUOTE_STATUS);
export const PAYMENT_STATUSES = valuesOf(PAYMENT_STATUS);
export const LABEL_STATUSES = valuesOf(LABEL_STATUS);
export const SDI_STATUSES = valuesOf(SDI_STATUS);

/** Italian VAT rates; 0 % needs a "natura" code (N1..N7, FatturaPA). */
export const VAT_RATES = ['22', '10', '5', '4', '0'] as const;
// prettier-ignore
export const VAT_NATURES = [
  'N1', 'N2.1', 'N2.2', 'N3.1', 'N3.2', 'N3.3', 'N3.4', 'N3.5', 'N3.6', 'N4', 'N5', 'N6.1', 'N6.2',
  'N6.3', 'N6.4', 'N6.5', 'N6.6', 'N6.7', 'N6.8', 'N6.9', 'N7',
] as const;

export const UNITS = ['pz', 'kg', 'g', 'm', 'm2', 'm3', 'l', 'h', 'conf', 'set'] as const;

/** A customer's and a PDF's language: the UI languages. */
export const DOCUMENT_LANGUAGES = LOCALES;

/**
 * Transport documents (DDT, docs/shipping.md): the causale del trasporto, the porto and who
 * carries the goods. Codes on the wire and in the database; the words are the catalogues'
 * (`enums.transport_reason.sale` is "Vendita").
 */
export const TRANSPORT_REASONS = [
  'sale',
  'consignment',
  'processing',
  'return',
  'gift',
  'repair',
  'transfer',
  'loan',
] as const;
export type TransportReason = (typeof TRANSPORT_REASONS)[number];
/** Porto: franco (the sender pays the transport) or assegnato (the recipient does). */
export const CARRIAGE = ['paid', 'forward'] as const;
export type Carriage = (typeof CARRIAGE)[number];
/** Trasporto a cura del mittente, del vettore or del destinatario. */
export const TRANSPORT_BY = ['sender', 'carrier', 'recipient'] as const;
export type TransportBy = (typeof TRANSPORT_BY)[number];

const codes = (group: string, list: readonly string[]) =>
  list.map((id) => ({ id, name: `enums.${group}.${id}` }));

export const selectsOf = {
  transportReasons: () => codes('transport_reason', TRANSPORT_REASONS),
  carriages: () => codes('carriage', CARRIAGE),
  transportBy: () => codes('transport_by', TRANSPORT_BY),
  orderStatuses: () => options('order_status', ORDER_STATUS),
  quoteStatuses: () => options('quote_status', QUOTE_STATUS),
  lifecycleStatuses: () => options('lifecycle', LIFECYCLE_STATUS),
  pricingTypes: () => options('pricing_type', PRICING_TYPE),
  lineStatuses: () => options('line_status', LINE_STATUS),
  paymentStatuses: () => options('payment_status', PAYMENT_STATUS),
  sdiStatuses: () => options('sdi_status', SDI_STATUS),
  labelStatuses: () => options('label_status', LABEL_STATUS),
  shippingListStatuses: () => options('shipping_list_status', SHIPPING_LIST_STATUS),
  vatRates: () => VAT_RATES.map((id) => ({ id, name: `enums.vat_rate.${id}` })),
  vatNatures: () =>
    VAT_NATURES.map((id) => ({ id, name: `enums.vat_nature.${id.replace('.', '_')}` })),
  units: () => UNITS.map((id) => ({ id, name: `enums.unit.${id}` })),
  languages: () => DOCUMENT_LANGUAGES.map((id) => ({ id, name: `enums.language.${id}` })),
};
