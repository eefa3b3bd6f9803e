import {
  LIFECYCLE_STATUS,
  PRICING_TYPE,
  UNITS,
  VAT_NATURES,
  VAT_RATES,
} from '../../../contract/enums';
import { articleNames } from '../../../contract/messages/articleNames';
import { LOCALES } from '../../../contract/messages/locale';
import { msg } from '../../lib/errors';
import {
  normalise,
  parseBarcode,
  parseChoice,
  parseDecimal,
  parsePercent,
  unquoteFormula,
  type Parsed,
} from '../../lib/spreadsheet/values';

/**
 * The article import's columns: which header titles name which field, and how each field's
 * cells are read. What the article export writes in any UI language (its titles, "Attivo",
 * "m²", "22 %", "N3.1 – …") reads back as it was; codes (`2`, `m2`, `N3.1`) are read too.
 */
export type ArticleField = keyof (typeof articleNames)['en']['fields'];

/** `Peso (kg)` -> `peso_kg`, `Unità di misura` -> `unita_di_misura`, `U.M.` -> `u_m`. */
export const headerKey = (title: string) =>
  normalise(title)
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

/** Other titles people use for a field (Italian and English), besides the export's own. */
const ALIASES: Partial<Record<ArticleField, readonly string[]>> = {
  code: ['codice articolo', 'articolo', 'sku'],
  unit: ['um', 'u.m.', 'unita', 'unit of measure'],
  price: ['prezzo unitario', 'unit price'],
  vat_rate: ['vat', 'iva', 'aliquota', 'vat %', 'iva %'],
  vat_nature: ['natura', 'vat nature code'],
  lifecycle_status: ['status', 'stato articolo', 'lifecycle'],
  pricing_type: ['tipo prezzo'],
  weight: ['peso', 'weight'],
  barcode: ['ean', 'gtin', 'ean13', 'codice ean', 'barcode'],
};

/** A number of `scale` decimals, as the form takes it. */
const decimal =
  (scale: number) =>
  (text: string): Parsed<string> =>
    parseDecimal(text, scale);

/** Each choice's code, its key and its name in every language -> the code. */
function choices<T extends string | number>(
  entries: readonly (readonly [T, string])[],
  group: 'lifecycle' | 'pricing_type' | 'unit' | 'vat_nature' | 'vat_rate',
): Map<string, T> {
  const names = new Map<string, T>();
  for (const [code, key] of entries) {
    names.set(normalise(String(code)), code);
    names.set(normalise(key), code);
    for (const locale of LOCALES) {
      const name = (articleNames[locale][group] as Record<string, string>)[key];
      if (name) names.set(normalise(name), code);
    }
  }
  return names;
}

const UNIT_NAMES = choices(
  UNITS.map((code) => [code, code] as const),
  'unit',
);
const LIFECYCLE_NAMES = choices(LIFECYCLE_STATUS, 'lifecycle');
const PRICING_NAMES = choices(PRICING_TYPE, 'pricing_type');
const NATURE_NAMES = choices(
  VAT_NATURES.map((code) => [code, code.replace('.', '_')] as const),
  'vat_nature',
);

/** `N3.1`, `n3.1`, `N3.1 – Non imponibili – esportazioni` (any language's name). */
function vatNature(text: string): Parsed<string> {
  const whole = parseChoice(text, NATURE_NAMES);
  if (!whole.error) return whole;
  const code = /^\s*(N\d(?:\.\d)?)\b/i.exec(text)?.[1];
  return code ? parseChoice(code, NATURE_NAMES) : whole;
}

/** `22`, `22 %`, `22%`, `22,00`, a percentage cell (0.22, read as `22%`). */
function vatRate(text: string): Parsed<string> {
  const rate = parsePercent(text);
  if (!rate.error && (VAT_RATES as readonly string[]).includes(rate.value)) return rate;
  return { error: msg('import.vat_rate', { value: text.trim() }) };
}

const text = (value: string): Parsed<string> => ({ value: unquoteFormula(value) });

/** How each field's cell becomes what the form's schema (`articleInput`) takes. */
export const FIELD_READERS: Record<
  Exclude<ArticleField, 'id' | 'image'>,
  (text: string) => Parsed<string | number>
> = {
  code: text,
  description: text,
  unit: (value) => parseChoice(value, UNIT_NAMES),
  price: decimal(8),
  vat_rate: vatRate,
  vat_nature: vatNature,
  lifecycle_status: (value) => parseChoice(value, LIFECYCLE_NAMES),
  pricing_type: (value) => parseChoice(value, PRICING_NAMES),
  weight: decimal(3),
  barcode: parseBarcode,
};
export type ImportedField = keyof typeof FIELD_READERS;
export const IMPORTED_FIELDS = Object.keys(FIELD_READERS) as ImportedField[];
/** Without a column for these, no row can be right. */
export const REQUIRED_FIELDS: readonly ImportedField[] = ['code', 'description', 'price'];

/** Every title (normalised) that names a field: its wire name, the export's titles, aliases. */
const TITLES = new Map<string, ImportedField>();
for (const field of IMPORTED_FIELDS) {
  const titles = [
    field,
    ...LOCALES.map((locale) => articleNames[locale].fields[field]),
    ...(ALIASES[field] ?? []),
  ];
  for (const title of titles)
    if (!TITLES.has(headerKey(title))) TITLES.set(headerKey(title), field);
}

/** The field a header title names, if any. */
export const fieldOfTitle = (title: string): ImportedField | undefined =>
  TITLES.get(headerKey(title));
