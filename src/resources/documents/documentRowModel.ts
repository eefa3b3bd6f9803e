import type { DocumentRow, DocumentRowInput } from '../../../contract/documents';
import { LineStatus } from '../../../contract/enums';
import { quantity as quantitySchema } from '../../../contract/articles';
import type { DocumentPrice } from './documentMethods';

/** The row form's values: decimals as the wire's strings. */
export interface RowValues {
  article_id: number | null;
  description: string;
  quantity: string;
  unit_price: string;
  /** The user typed the price: it stays; false, it follows the price lookup. */
  price_manual: boolean;
  discount: string;
  vat_rate: string;
  vat_nature: string | null;
  /** The production/shipping line status (0 to produce … 5 delivered); kept on every save. */
  status: number;
}

/** A new row (1 piece, no discount, 22 %) or the values of the row being edited. */
export function rowDefaults(row: DocumentRow | null): RowValues {
  return {
    article_id: row?.article_id ?? null,
    description: row?.description ?? '',
    quantity: row?.quantity ?? '1',
    unit_price: row?.unit_price ?? '',
    // A configured row's price is the configurator's, not the lookup's: kept like a typed one.
    price_manual: Boolean(row?.price_manual || row?.config),
    discount: row?.discount ?? '0',
    vat_rate: row?.vat_rate ?? '22',
    vat_nature: row?.vat_nature ?? null,
    status: row?.status ?? LineStatus.to_produce,
  };
}

/** 0 % VAT needs a natura (N1...N7); another rate never carries one. */
export const needsNature = (vatRate: string | null | undefined) => vatRate === '0';

/**
 * The fields a price lookup fills in for the picked article: its price for the document's
 * customer, its VAT rate and natura, and its description unless one was typed.
 */
export function fromPrice(price: DocumentPrice, typedDescription: string): Partial<RowValues> {
  return {
    unit_price: price.price,
    vat_rate: price.vat_rate,
    vat_nature: needsNature(price.vat_rate) ? price.vat_nature : null,
    ...(typedDescription.trim() ? {} : { description: price.description }),
  };
}

/**
 * What a price lookup's answer changes in the form: for a newly picked article its fields
 * and its price (the price starts following the lookup again); for the same article only
 * the price, and only while it is not the user's own.
 */
export function lookupValues(
  price: DocumentPrice,
  values: Pick<RowValues, 'description' | 'price_manual'>,
  newArticle: boolean,
): Partial<RowValues> {
  if (newArticle) {
    return { ...fromPrice(price, values.description), price_manual: false };
  }
  return values.price_manual ? {} : { unit_price: price.price };
}

/** A quantity the price lookup can take: a positive wire decimal (not "1," half typed). */
export const isLookupQuantity = (quantity: unknown) =>
  typeof quantity === 'string' &&
  /^\d+(\.\d+)?$/.test(quantity) &&
  quantitySchema.safeParse(quantity).success &&
  Number(quantity) > 0;

/**
 * What a row save sends: no natura with a rate other than 0 %, and no price unless it is
 * the user's own (the server then looks it up for the quantity, customer and date).
 */
export function rowPayload(values: RowValues): DocumentRowInput {
  // The resolver has checked the rate and natura against the contract's lists.
  const manual = values.price_manual && values.unit_price !== null && values.unit_price !== '';
  return {
    ...values,
    unit_price: manual ? values.unit_price : null,
    price_manual: manual,
    vat_nature: needsNature(values.vat_rate) ? values.vat_nature : null,
  } as DocumentRowInput;
}
