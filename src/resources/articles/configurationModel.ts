import type { Configuration, OptionType, PriceTable } from '../../../contract/configurator';
import { FUNCTION_NAMES } from '../../../contract/configurator-expression';
import { PRICING } from '../../../contract/configurator-pricing';
import { perLocale, type Locale } from '../../../contract/messages';
import { toInputDecimal, toWireDecimal } from '../../lib/decimal';

/**
 * The 'Configurazione' form's model: an article's definition as the form holds it
 * (texts, breakpoints typed as one list), back to the wire, and server errors onto its fields.
 */

type Texts = Record<Locale, string>;

export interface ChoiceForm {
  value: string;
  label: Texts;
  price_delta: string;
}
export interface OptionForm {
  key: string;
  label: Texts;
  type: OptionType;
  unit: string;
  min: string;
  max: string;
  step: string;
  choices: ChoiceForm[];
  required: boolean;
}
interface DimensionForm {
  key: string;
  /** The breakpoints as typed: "500; 1000; 1500". */
  breakpoints: string;
}
export interface DefinitionForm {
  dettagli: OptionForm[];
  formula: string;
  table: { rows: DimensionForm; columns: DimensionForm; prices: string[][] };
}

const texts = (label?: Partial<Texts>): Texts => perLocale((locale) => label?.[locale] ?? '');

export const newChoice = (): ChoiceForm => ({ value: '', label: texts(), price_delta: '0' });
export const newOption = (): OptionForm => ({
  key: '',
  label: texts(),
  type: 'number',
  unit: '',
  min: '',
  max: '',
  step: '',
  choices: [],
  required: false,
});

/** Breakpoints are separated by `;` or spaces (the comma is the Italian decimal mark). */
export function parseBreakpoints(text: string, decimalMark = '.'): string[] {
  return text
    .split(/[;\s]+/)
    .filter(Boolean)
    .map((part) => toWireDecimal(part, decimalMark) || part);
}
export const formatBreakpoints = (list: string[], locale: string) =>
  list.map((value) => toInputDecimal(value, locale)).join('; ');

/** A stored definition (or none) as the form's values. */
export function toDefinitionForm(config: Configuration | null | undefined, locale: string) {
  const table = config?.table;
  const form: DefinitionForm = {
    dettagli: (config?.dettagli ?? []).map((o) => ({
      key: o.key,
      label: texts(o.label),
      type: o.type,
      unit: o.unit ?? '',
      min: o.min ?? '',
      max: o.max ?? '',
      step: o.step ?? '',
      choices: o.choices.map((c) => ({ ...c, label: texts(c.label) })),
      required: o.required,
    })),
    formula: config?.formula ?? '',
    table: {
      rows: {
        key: table?.rows.key ?? '',
        breakpoints: formatBreakpoints(table?.rows.breakpoints ?? [], locale),
      },
      columns: {
        key: table?.columns.key ?? '',
        breakpoints: formatBreakpoints(table?.columns.breakpoints ?? [], locale),
      },
      prices: table?.prices ?? [],
    },
  };
  return form;
}

const orNull = (text: string | undefined | null) => (text?.trim() ? text.trim() : null);

/** The form's table, sized by its breakpoints; null while nothing of it is filled in. */
function toTable(form: DefinitionForm['table'], decimalMark: string): PriceTable | null {
  const rows = parseBreakpoints(form.rows.breakpoints ?? '', decimalMark);
  const columns = parseBreakpoints(form.columns.breakpoints ?? '', decimalMark);
  if (!form.rows.key && !form.columns.key && !rows.length && !columns.length) return null;
  return {
    rows: { key: form.rows.key ?? '', breakpoints: rows },
    columns: { key: form.columns.key ?? '', breakpoints: columns },
    prices: rows.map((_, i) => columns.map((_, j) => form.prices?.[i]?.[j] ?? '')),
  };
}

/** The form's values as a definition: what `POST /articles/{id}/config` takes. */
export function toDefinition(form: DefinitionForm, decimalMark = '.'): Configuration {
  return {
    dettagli: (form.dettagli ?? []).map((o) => ({
      key: (o.key ?? '').trim(),
      label: texts(o.label),
      type: o.type,
      unit: o.type === 'number' ? orNull(o.unit) : null,
      min: o.type === 'number' ? orNull(o.min) : null,
      max: o.type === 'number' ? orNull(o.max) : null,
      step: o.type === 'number' ? orNull(o.step) : null,
      choices:
        o.type === 'choice'
          ? (o.choices ?? []).map((c) => ({
              value: (c.value ?? '').trim(),
              label: texts(c.label),
              price_delta: c.price_delta || '0',
            }))
          : [],
      required: Boolean(o.required),
    })),
    formula: orNull(form.formula),
    table: toTable(form.table ?? { rows: {}, columns: {}, prices: [] }, decimalMark),
  };
}

/** The numeric options' keys: what a formula and a price table may use. */
export const numericKeys = (form: Pick<DefinitionForm, 'dettagli'>) =>
  (form.dettagli ?? [])
    .filter((o) => o.type === 'number' && o.key?.trim())
    .map((o) => o.key.trim());

/** The names a formula may use: `base`, the numeric options, the functions. */
export const formulaNames = (form: Pick<DefinitionForm, 'dettagli'>) => ({
  variables: ['base', ...numericKeys(form)],
  functions: [...FUNCTION_NAMES],
});

/** Which part of the definition the pricing type edits: none, the formula or the table. */
export const pricedBy = (pricingType: number) =>
  pricingType === PRICING.calculated ? 'formula' : pricingType === PRICING.tabular ? 'table' : null;

/**
 * A 400's errors by wire path -> the form's fields: the same paths, except a breakpoint's
 * (`table.rows.breakpoints.2`), shown on the one breakpoints field. The first message wins.
 */
export function definitionErrors(errors: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = path.replace(/^(table\.(?:rows|columns)\.breakpoints)\.\d+$/, '$1');
    out[field] ??= message;
  }
  return out;
}
