import type { VatNature } from './vat-natures';
import { isEuCountry } from './vat-formats';

/**
 * The buyer's kind for VAT: where it is established and whether it acts as a business (it has
 * a VAT id). It decides which treatments a row may have, and the default of a new row. Derived
 * from the customer's data, never stored: correcting the country or the VAT number changes it.
 * Rules and their legal references: docs/e-invoicing.md, "VAT treatment by buyer".
 */
export const BUYER_KINDS = [
  'it_business',
  'it_consumer',
  'eu_business',
  'eu_consumer',
  'non_eu',
  'san_marino',
  'public_administration',
] as const;
export type BuyerKind = (typeof BUYER_KINDS)[number];

export interface BuyerKindRule {
  /** Whether Italian VAT at a rate above 0 % may be charged. */
  taxable: boolean;
  /** The natura codes a 0 % row may have. */
  natures: readonly VatNature[];
  /** The natura of a new row (at 0 %) unless its article's is an allowed 0 % one; null: the article's. */
  default: VatNature | null;
}

// prettier-ignore
const REVERSE_CHARGE: readonly VatNature[] = [
  'N6.1', 'N6.2', 'N6.3', 'N6.4', 'N6.5', 'N6.6', 'N6.7', 'N6.8', 'N6.9',
];

/**
 * What each kind allows. Excluded (N1), out of scope in other cases (N2.2, e.g. a seller in
 * the flat-rate regime) and the margin scheme (N5) fit any buyer. Italian VAT is not charged to
 * an EU business (art. 41 DL 331/93: N3.2; services art. 7-ter: N2.1); an export (N3.1) goes
 * outside the EU, N3.3 to San Marino, N7 (VAT paid in another EU state, OSS) to EU consumers;
 * reverse charge (N6.x), a letter of intent (N3.5) and N3.6 only between Italian businesses.
 * A public administration buys with VAT (under split payment, art. 17-ter DPR 633/72, it pays
 * the VAT to the Treasury itself), or exempt or excluded.
 */
// prettier-ignore
export const BUYER_KIND_RULES: Readonly<Record<BuyerKind, BuyerKindRule>> = {
  it_business: {
    taxable: true,
    natures: ['N1', 'N2.2', 'N3.4', 'N3.5', 'N3.6', 'N4', 'N5', ...REVERSE_CHARGE],
    default: null,
  },
  it_consumer: { taxable: true, natures: ['N1', 'N2.2', 'N4', 'N5'], default: null },
  eu_business: { taxable: false, natures: ['N1', 'N2.1', 'N2.2', 'N3.2', 'N3.4', 'N5'], default: 'N3.2' },
  eu_consumer: { taxable: true, natures: ['N1', 'N2.1', 'N2.2', 'N4', 'N5', 'N7'], default: null },
  non_eu: { taxable: true, natures: ['N1', 'N2.1', 'N2.2', 'N3.1', 'N3.4', 'N5'], default: 'N3.1' },
  san_marino: { taxable: true, natures: ['N1', 'N2.1', 'N2.2', 'N3.3', 'N5'], default: 'N3.3' },
  public_administration: { taxable: true, natures: ['N1', 'N2.2', 'N4', 'N5'], default: null },
};

/**
 * The party's kind: its country (Italy when unknown), whether it has a VAT id, whether it is
 * an Italian public administration.
 */
export function buyerKind(party: {
  country?: string | null;
  vat_number?: string | null;
  is_public_administration?: boolean | null;
}): BuyerKind {
  const country = (party.country || 'IT').toUpperCase();
  const business = Boolean(party.vat_number);
  if (country === 'IT' && party.is_public_administration) return 'public_administration';
  if (country === 'IT') return business ? 'it_business' : 'it_consumer';
  if (country === 'SM') return 'san_marino';
  if (isEuCountry(country)) return business ? 'eu_business' : 'eu_consumer';
  return 'non_eu';
}

export interface Treatment {
  vat_rate: string;
  vat_nature: string | null;
}

const isZeroRate = (rate: string) => Number(rate) === 0;

/** Whether a row's rate and natura fit the buyer's kind. */
export function allowsTreatment(kind: BuyerKind, { vat_rate, vat_nature }: Treatment): boolean {
  const rule = BUYER_KIND_RULES[kind];
  if (!isZeroRate(vat_rate)) return rule.taxable;
  return rule.natures.some((nature) => nature === vat_nature);
}

/** The rate an Italian sale takes when the article's own is a 0 % one that does not fit. */
const STANDARD_RATE = '22';

/**
 * The treatment of a new row for this buyer, from its article's: kept when it fits; a kind
 * that sells at 0 % by default (EU business N3.2, non-EU N3.1, San Marino N3.3, an Italian
 * business with a letter of intent covering the date N3.5) gets that default unless the
 * article's is an allowed 0 % one; else the standard rate.
 */
export function defaultTreatment(
  kind: BuyerKind,
  article: Treatment,
  letterOfIntent = false,
): Treatment {
  const rule = BUYER_KIND_RULES[kind];
  const intent = letterOfIntent && rule.natures.includes('N3.5') ? 'N3.5' : null;
  const zeroDefault = intent ?? rule.default;
  const fits = allowsTreatment(kind, article);
  if (zeroDefault && !(fits && isZeroRate(article.vat_rate))) {
    return { vat_rate: '0', vat_nature: zeroDefault };
  }
  if (!fits) return { vat_rate: STANDARD_RATE, vat_nature: null };
  const zero = isZeroRate(article.vat_rate);
  return { vat_rate: article.vat_rate, vat_nature: zero ? article.vat_nature : null };
}

/**
 * Whether a buyer of this kind may be under split payment (scissione dei pagamenti, art.
 * 17-ter DPR 633/72): public administrations, and the Italian companies the decree lists
 * (state-controlled companies, those of the FTSE MIB index), which are Italian businesses.
 */
export const splitPaymentAllowed = (kind: BuyerKind) =>
  kind === 'public_administration' || kind === 'it_business';
