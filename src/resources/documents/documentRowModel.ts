import type { DocumentRow, DocumentRowInput } from '../../../contract/documents';
import type { DocumentPrice } from '../../providers/documentMethods';

/** The row form's values: decimals as the wire's strings. */
export interface RowValues {
  article_id: number | null;
  description: string;
  quantity: string;
  unit_price: string;
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
    discount: row?.discount ?? '0',
    vat_rate: row?.vat_rate ?? '22',
    vat_nature: row?.vat_nature ?? null,
    status: row?.status ?? 0,
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

/** What a row save sends: no natura with a rate other than 0 %. */
export function rowPayload(values: RowValues): DocumentRowInput {
  // The resolver has checked the rate and natura against the contract's lists.
  return {
    ...values,
    vat_nature: needsNature(values.vat_rate) ? values.vat_nature : null,
  } as DocumentRowInput;
}
