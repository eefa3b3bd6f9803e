import type { Configuration, ConfigOption, ConfigValues, PriceTable } from './configurator';
import {
  Dec,
  ExpressionError,
  evaluate,
  namesIn,
  parseExpression,
} from './configurator-expression';
import { msg, type Message } from './messages';

/**
 * The configurator's pricing (docs/configurator.md), pure and shared by the API and
 * the SPA's live preview. Errors are validation keys (`validation.*`) by field: option values
 * under `rowData.<key>`, definition parts under their own name.
 */

export const PRICING = { fixed: 0, calculated: 1, tabular: 2 } as const;
/** Unit prices carry up to 8 decimals (ARCHITECTURE: business rules). */
const UNIT_PRICE_SCALE = 8;

/** A price that cannot be computed: `errors` by field, `definition` when the article's fault. */
export class PricingError extends Error {
  constructor(
    message: string,
    /** The same, as a message the API translates (`message` stays for the SPA's preview). */
    readonly reason: Message,
    readonly errors: Record<string, string> = {},
    readonly definition = false,
  ) {
    super(message);
    this.name = 'PricingError';
  }
}

/** The parts of the definition its pricing type needs but lacks (empty: usable). */
export function missingParts(config: Configuration, pricingType: number): Record<string, string> {
  if (pricingType === PRICING.calculated && !config.formula) {
    return { formula: 'validation.required' };
  }
  if (pricingType === PRICING.tabular && !config.table) return { table: 'validation.required' };
  return {};
}

const field = (key: string) => `rowData.${key}`;
const DECIMAL = /^-?\d{1,12}(\.\d{1,8})?$/;

/** One option's value, normalised, or the key of what is wrong with it. */
function checkOne(
  option: ConfigOption,
  raw: unknown,
): { value?: string | boolean; error?: string } {
  const empty = raw === undefined || raw === null || raw === '';
  if (empty) return option.required ? { error: 'validation.required' } : {};
  switch (option.type) {
    case 'number': {
      const text = String(raw).trim().replace(',', '.');
      if (typeof raw === 'boolean' || !DECIMAL.test(text)) return { error: 'validation.decimal' };
      const value = new Dec(text);
      if (option.min !== null && value.lt(option.min))
        return { error: 'validation.config_below_min' };
      if (option.max !== null && value.gt(option.max))
        return { error: 'validation.config_above_max' };
      if (
        option.step !== null &&
        !value
          .minus(option.min ?? 0)
          .mod(option.step)
          .isZero()
      ) {
        return { error: 'validation.config_step_value' };
      }
      return { value: value.toFixed() };
    }
    case 'choice': {
      const value = String(raw);
      return option.choices.some((c) => c.value === value)
        ? { value }
        : { error: 'validation.choice' };
    }
    case 'boolean':
      if (raw === true || raw === 'true') return { value: true };
      if (raw === false || raw === 'false') return option.required ? { value: false } : {};
      return { error: 'validation.invalid' };
    case 'text': {
      if (typeof raw !== 'string') return { error: 'validation.invalid' };
      const value = raw.trim();
      if (value.length > 500) return { error: 'validation.too_long' };
      return value ? { value } : option.required ? { error: 'validation.required' } : {};
    }
  }
}

/**
 * Checks a row's values against the definition: answers the normalised values (decimal
 * strings, choice values, booleans, trimmed texts; unknown keys and empty values dropped) or
 * throws a PricingError with the errors by `rowData.<key>`.
 */
export function checkValues(config: Configuration, rowData: Record<string, unknown>): ConfigValues {
  const values: ConfigValues = {};
  const errors: Record<string, string> = {};
  for (const option of config.dettagli) {
    const raw = Object.hasOwn(rowData, option.key) ? rowData[option.key] : undefined;
    const { value, error } = checkOne(option, raw);
    if (error) errors[field(option.key)] = error;
    else if (value !== undefined) values[option.key] = value;
  }
  if (Object.keys(errors).length)
    throw new PricingError(
      'Invalid configuration values',
      msg('configurator.invalid_values'),
      errors,
    );
  return values;
}

/** The sum of the price deltas of the chosen choices. */
function choiceDeltas(config: Configuration, values: ConfigValues): Dec {
  return config.dettagli
    .filter((o) => o.type === 'choice' && typeof values[o.key] === 'string')
    .map((o) => o.choices.find((c) => c.value === values[o.key])?.price_delta ?? '0')
    .reduce((sum, delta) => sum.plus(delta), new Dec(0));
}

/** A numeric value the formula or table needs: missing -> a "required" error on it. */
function numberOf(values: ConfigValues, key: string): Dec {
  const value = values[key];
  if (typeof value !== 'string') {
    throw new PricingError(
      'A value needed by the price is missing',
      msg('configurator.value_missing'),
      {
        [field(key)]: 'validation.required',
      },
    );
  }
  return new Dec(value);
}

/**
 * The price table's lookup, taking the next size up on each dimension: the first breakpoint
 * at or above the value. A value beyond the last breakpoint is an error on that option.
 */
export function tablePrice(table: PriceTable, values: ConfigValues): Dec {
  const index = (side: 'rows' | 'columns') => {
    const { key, breakpoints } = table[side];
    const value = numberOf(values, key);
    const at = breakpoints.findIndex((b) => value.lte(b));
    if (at < 0) {
      const last = breakpoints[breakpoints.length - 1];
      throw new PricingError(
        `'${key}' ${value.toFixed()} is beyond the price table (up to ${last})`,
        msg('configurator.beyond_table', { key, value: value.toFixed(), last }),
        {
          [field(key)]: 'validation.config_out_of_table',
        },
      );
    }
    return at;
  };
  const price = table.prices[index('rows')]?.[index('columns')];
  if (price === undefined)
    throw new PricingError(
      'The price table is incomplete',
      msg('configurator.table_incomplete'),
      {},
      true,
    );
  return new Dec(price);
}

/** The numeric values as the formula's variables, with `base`. */
function variables(config: Configuration, values: ConfigValues, base: string) {
  const map = new Map<string, Dec>([['base', new Dec(base)]]);
  for (const option of config.dettagli) {
    if (option.type === 'number' && typeof values[option.key] === 'string') {
      map.set(option.key, new Dec(values[option.key] as string));
    }
  }
  return map;
}

/**
 * The unit price of a configured row (a decimal string, 8 decimals at most): fixed = base
 * price + the chosen choices' deltas; calculated = the formula + deltas; tabular = the table
 * lookup + deltas. `values` must have passed `checkValues`. Throws a PricingError.
 */
export function unitPrice(
  config: Configuration,
  pricingType: number,
  basePrice: string,
  values: ConfigValues,
): string {
  const missing = missingParts(config, pricingType);
  if (Object.keys(missing).length) {
    throw new PricingError(
      'The configuration lacks what its pricing type needs',
      msg('configurator.definition_incomplete'),
      missing,
      true,
    );
  }
  let price: Dec;
  if (pricingType === PRICING.calculated) {
    for (const key of formulaKeys(config)) numberOf(values, key);
    try {
      price = evaluate(config.formula!, variables(config, values, basePrice));
    } catch (error) {
      if (!(error instanceof ExpressionError)) throw error;
      throw new PricingError(
        `The price formula cannot be evaluated: ${error.message}`,
        error.code === 'division_by_zero'
          ? msg('configurator.formula_division_by_zero')
          : msg('configurator.formula_failed'),
      );
    }
  } else if (pricingType === PRICING.tabular) {
    price = tablePrice(config.table!, values);
  } else {
    price = new Dec(basePrice);
  }
  price = price.plus(choiceDeltas(config, values)).toDecimalPlaces(UNIT_PRICE_SCALE);
  if (price.isNegative()) {
    throw new PricingError(
      `The computed price is negative (${price.toFixed()})`,
      msg('configurator.negative_price', { price: price.toFixed() }),
    );
  }
  return price.toFixed();
}

/** The numeric option keys a formula uses (so a missing one is reported on that option). */
function formulaKeys(config: Configuration): string[] {
  const numeric = new Set(config.dettagli.filter((o) => o.type === 'number').map((o) => o.key));
  try {
    return [...namesIn(parseExpression(config.formula ?? '0')).keys()].filter((k) =>
      numeric.has(k),
    );
  } catch {
    return [];
  }
}
