import { z } from 'zod';
import { decimalString, text } from './common';
import { perLocale } from './messages/locale';
import {
  ExpressionError,
  FUNCTION_NAMES,
  checkCalls,
  namesIn,
  parseExpression,
} from './configurator-expression';

/**
 * The configurator's definition of an article (docs/configurator.md): its options
 * (`dettagli`) and, by pricing type, a price formula (calculated) or a price table (tabular).
 * Stored in `articles.configuration`; a configured row keeps its values (`rowData`) in
 * `document_rows.config`.
 */

export const OPTION_TYPES = ['number', 'choice', 'boolean', 'text'] as const;
export type OptionType = (typeof OPTION_TYPES)[number];

/** Reserved in formulas: the article's price and the evaluator's functions. */
export const RESERVED_NAMES: readonly string[] = ['base', ...FUNCTION_NAMES];

const trimmed = (max: number) => text().trim().max(max, 'validation.too_long');
/** A label in the five languages: Italian is required, a missing translation shows it. */
const label = z.object({
  ...perLocale(() => trimmed(200).default('')),
  it: trimmed(200).min(1, 'validation.required'),
});
const decimal = decimalString({ scale: 8 });
const optionalDecimal = decimal.nullish().transform((v) => v ?? null);

const choiceInput = z.object({
  value: trimmed(50).min(1, 'validation.required'),
  label,
  price_delta: decimal.default('0'),
});

const optionInput = z.object({
  key: text({ error: 'validation.required' })
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'validation.config_key')
    .refine((key) => !RESERVED_NAMES.includes(key), 'validation.config_key'),
  label,
  type: z.enum(OPTION_TYPES, { error: 'validation.choice' }),
  unit: trimmed(20)
    .nullish()
    .transform((v) => (v ? v : null)),
  min: optionalDecimal,
  max: optionalDecimal,
  step: optionalDecimal,
  choices: z
    .array(choiceInput)
    .max(100, 'validation.too_long')
    .nullish()
    .transform((v) => v ?? []),
  required: z.boolean().default(false),
});

const breakpoints = z.array(decimal).min(1, 'validation.required').max(100, 'validation.too_long');
const dimension = z.object({ key: trimmed(40).min(1, 'validation.required'), breakpoints });
const tableInput = z.object({
  rows: dimension,
  columns: dimension,
  /** prices[i][j]: the price up to rows.breakpoints[i] and columns.breakpoints[j]. */
  prices: z.array(z.array(decimalString({ scale: 8, min: 0 })).max(100)).max(100),
});

type Ctx = z.RefinementCtx;
type Definition = {
  dettagli: z.output<typeof optionInput>[];
  formula: string | null;
  table: z.output<typeof tableInput> | null;
};
const issue = (ctx: Ctx, path: (string | number)[], message: string) =>
  ctx.addIssue({ code: 'custom', path, message });

function checkOptions(def: Definition, ctx: Ctx) {
  const seen = new Set<string>();
  def.dettagli.forEach((option, i) => {
    if (seen.has(option.key)) issue(ctx, ['dettagli', i, 'key'], 'validation.config_duplicate_key');
    seen.add(option.key);
    if (option.type === 'number') {
      if (option.min !== null && option.max !== null && Number(option.min) > Number(option.max)) {
        issue(ctx, ['dettagli', i, 'max'], 'validation.config_min_max');
      }
      if (option.step !== null && Number(option.step) <= 0) {
        issue(ctx, ['dettagli', i, 'step'], 'validation.config_step');
      }
    }
    if (option.type === 'choice') {
      if (!option.choices.length)
        issue(ctx, ['dettagli', i, 'choices'], 'validation.config_choices');
      const values = new Set<string>();
      option.choices.forEach((choice, j) => {
        if (values.has(choice.value)) {
          issue(ctx, ['dettagli', i, 'choices', j, 'value'], 'validation.config_duplicate_choice');
        }
        values.add(choice.value);
      });
    }
  });
}

/** The keys of the definition's numeric options. */
const numericKeys = (def: Pick<Definition, 'dettagli'>) =>
  new Set(def.dettagli.filter((o) => o.type === 'number').map((o) => o.key));

function checkFormula(def: Definition, ctx: Ctx) {
  if (def.formula === null) return;
  try {
    const tree = parseExpression(def.formula);
    checkCalls(tree);
    const numeric = numericKeys(def);
    const keys = new Set(def.dettagli.map((o) => o.key));
    for (const name of namesIn(tree).keys()) {
      if (name === 'base' || numeric.has(name)) continue;
      const message = keys.has(name)
        ? 'validation.config_formula_not_numeric'
        : 'validation.config_formula_unknown';
      return issue(ctx, ['formula'], message);
    }
  } catch (error) {
    if (!(error instanceof ExpressionError)) throw error;
    issue(ctx, ['formula'], 'validation.config_formula_syntax');
  }
}

const ascending = (list: string[]) =>
  list.every((v, i) => i === 0 || Number(v) > Number(list[i - 1]));

function checkTable(def: Definition, ctx: Ctx) {
  const table = def.table;
  if (table === null) return;
  const numeric = numericKeys(def);
  for (const side of ['rows', 'columns'] as const) {
    if (!numeric.has(table[side].key)) {
      issue(ctx, ['table', side, 'key'], 'validation.config_table_dimension');
    }
    if (!ascending(table[side].breakpoints)) {
      issue(ctx, ['table', side, 'breakpoints'], 'validation.config_ascending');
    }
  }
  if (table.rows.key === table.columns.key) {
    issue(ctx, ['table', 'columns', 'key'], 'validation.config_table_same');
  }
  if (table.prices.length !== table.rows.breakpoints.length) {
    return issue(ctx, ['table', 'prices'], 'validation.config_table_shape');
  }
  table.prices.forEach((line, i) => {
    if (line.length !== table.columns.breakpoints.length) {
      issue(ctx, ['table', 'prices', i], 'validation.config_table_shape');
    }
  });
}

/** Only what an option's type uses is kept (no choices on a number, no min on a text). */
const normalise = <T extends Definition>(def: T): T => ({
  ...def,
  dettagli: def.dettagli.map((o) => ({
    ...o,
    unit: o.type === 'number' ? o.unit : null,
    min: o.type === 'number' ? o.min : null,
    max: o.type === 'number' ? o.max : null,
    step: o.type === 'number' ? o.step : null,
    choices: o.type === 'choice' ? o.choices : [],
  })),
});

/** `POST /articles/{id}/config`: the definition (`version`, when sent, is checked). */
export const articleConfigInput = z
  .object({
    dettagli: z.array(optionInput).max(50, 'validation.too_long'),
    formula: trimmed(500)
      .nullish()
      .transform((v) => (v ? v : null)),
    table: tableInput.nullish().transform((v) => v ?? null),
    version: z.coerce.number().int().min(1).optional(),
  })
  .superRefine((def, ctx) => {
    checkOptions(def, ctx);
    checkFormula(def, ctx);
    checkTable(def, ctx);
  })
  .transform(normalise);
export type ArticleConfigInput = z.input<typeof articleConfigInput>;

const labelSchema = z.object(perLocale(() => z.string()));
export const configOptionSchema = z.object({
  key: z.string(),
  label: labelSchema,
  type: z.enum(OPTION_TYPES),
  unit: z.string().nullable(),
  min: z.string().nullable(),
  max: z.string().nullable(),
  step: z.string().nullable(),
  choices: z.array(z.object({ value: z.string(), label: labelSchema, price_delta: z.string() })),
  required: z.boolean(),
});
export const priceTableSchema = z.object({
  rows: z.object({ key: z.string(), breakpoints: z.array(z.string()) }),
  columns: z.object({ key: z.string(), breakpoints: z.array(z.string()) }),
  prices: z.array(z.array(z.string())),
});
/** A stored definition, as the API answers it (in `article.configuration` and `configData`). */
export const configurationSchema = z.object({
  dettagli: z.array(configOptionSchema),
  formula: z.string().nullable(),
  table: priceTableSchema.nullable(),
});
export type Configuration = z.infer<typeof configurationSchema>;
export type ConfigOption = z.infer<typeof configOptionSchema>;
export type PriceTable = z.infer<typeof priceTableSchema>;

/** A row's values by option key: decimal strings, choice values, booleans, texts. */
export const configValue = z.union([
  text({ multiline: true }).max(1000),
  z.number(),
  z.boolean(),
  z.null(),
]);
export type ConfigValues = Record<string, string | boolean>;

/** `PUT /row/{id}/config`; `version` (the document's), when sent, is checked. */
export const rowConfigInput = z.object({
  rowData: z.record(text().max(40), configValue),
  version: z.coerce.number().int().min(1).optional(),
});

/** `GET /row/{id}/config`: the definition, the row's values and its price; in all languages. */
export const configDataSchema = configurationSchema.extend({
  row_id: z.number(),
  article_id: z.number(),
  pricing_type: z.number(),
  base_price: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.boolean()])),
  unit_price: z.string(),
});
export type ConfigData = z.infer<typeof configDataSchema>;
export const rowConfigResponse = z.object({ configData: configDataSchema });
