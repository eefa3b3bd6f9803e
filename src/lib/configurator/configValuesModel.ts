import type { Configuration, ConfigValues } from '../../../contract/configurator';
import { PricingError, checkValues, unitPrice } from '../../../contract/configurator-pricing';
import type { Message } from '../../../contract/messages';

/**
 * The configure form's model: what the inputs of a definition's options hold, and
 * the live price, computed with the same pure pricing code as the server.
 */

/** The form's values by option key: decimal strings, choice values, booleans, texts. */
export type ValueForm = Record<string, string | boolean>;
/** The form's field of an option: values live under one prefix, never clashing with others. */
export const VALUES = 'values';
export const valueField = (key: string) => `${VALUES}.${key}`;

type Label = Partial<Record<string, string>> & { it: string };

/** A label in the UI's language, falling back to Italian when the translation is empty. */
export const labelIn = (label: Label, locale: string) => label[locale]?.trim() || label.it;

/** The form's starting values: the row's stored values, else empty (a yes/no starts at no). */
export function initialValues(config: Pick<Configuration, 'dettagli'>, stored: object = {}) {
  const values: ValueForm = {};
  for (const option of config.dettagli) {
    const value = (stored as Record<string, unknown>)[option.key];
    if (option.type === 'boolean') values[option.key] = value === true || value === 'true';
    else values[option.key] = value === undefined || value === null ? '' : String(value);
  }
  return values;
}

/** What `PUT /row/{id}/config` takes as `rowData`: the options' values, empty ones as null. */
export function toRowData(config: Pick<Configuration, 'dettagli'>, values: ValueForm = {}) {
  const rowData: Record<string, string | boolean | null> = {};
  for (const option of config.dettagli) {
    const value = values[option.key];
    rowData[option.key] = value === undefined || value === '' ? null : value;
  }
  return rowData;
}

/** The live price: the unit price, or why it cannot be computed (by option key, and overall). */
export type PricePreview =
  | { price: string }
  | { price: null; reason: Message | null; message: string | null; errors: Record<string, string> };

const FIELD_PREFIX = 'rowData.';

/** Server and pricing error paths (`rowData.width`) -> the option keys they are about. */
export function errorsByKey(errors: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(FIELD_PREFIX))
      .map(([path, message]) => [path.slice(FIELD_PREFIX.length), message]),
  );
}

/** The unit price for `values`, as the server would compute it on save. */
export function previewPrice(
  config: Configuration,
  pricingType: number,
  basePrice: string,
  values: ValueForm,
): PricePreview {
  try {
    const checked: ConfigValues = checkValues(config, toRowData(config, values));
    return { price: unitPrice(config, pricingType, basePrice, checked) };
  } catch (error) {
    if (!(error instanceof PricingError)) {
      return { price: null, reason: null, message: (error as Error).message, errors: {} };
    }
    const errors = errorsByKey(error.errors);
    // Errors on the options say it all, except how far the price table goes.
    const onOptionsOnly =
      Object.keys(errors).length > 0 && error.reason.key !== 'configurator.beyond_table';
    return { price: null, reason: onOptionsOnly ? null : error.reason, message: null, errors };
  }
}
