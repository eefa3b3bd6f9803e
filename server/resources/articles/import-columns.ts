import { ARTICLE_FIELDS, type ArticleField } from '../../../contract/articles';
import { VAT_RATES } from '../../../contract/enums';
import type { Cell } from '../../../contract/fields';
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

type Choice = Extract<Cell, { kind: 'choice' }>;

/** Each choice's code, its key and its name in every language -> the code. */
function choices({ codes, group }: Choice): Map<string, string | number> {
  const names = new Map<string, string | number>();
  for (const [code, key] of codes) {
    names.set(normalise(String(code)), code);
    names.set(normalise(key), code);
    for (const locale of LOCALES) {
      const name = (articleNames[locale][group] as Record<string, string>)[key];
      if (name) names.set(normalise(name), code);
    }
  }
  return names;
}

/** `N3.1`, `n3.1`, `N3.1 – Non imponibili – esportazioni` (any language's name). */
function nature(names: Map<string, string | number>) {
  return (text: string): Parsed<string | number> => {
    const whole = parseChoice(text, names);
    if (!whole.error) return whole;
    const code = /^\s*(N\d(?:\.\d)?)\b/i.exec(text)?.[1];
    return code ? parseChoice(code, names) : whole;
  };
}

/** `22`, `22 %`, `22%`, `22,00`, a percentage cell (0.22, read as `22%`). */
function vatRate(text: string): Parsed<string> {
  const rate = parsePercent(text);
  if (!rate.error && (VAT_RATES as readonly string[]).includes(rate.value)) return rate;
  return { error: msg('import.vat_rate', { value: text.trim() }) };
}

const text = (value: string): Parsed<string> => ({ value: unquoteFormula(value) });

/** How a cell of each kind becomes what the form's schema (`articleInput`) takes. */
function readerOf(cell: Cell): (text: string) => Parsed<string | number> {
  switch (cell.kind) {
    case 'text':
      return text;
    case 'decimal':
      return (value) => parseDecimal(value, cell.scale);
    case 'vat_rate':
      return vatRate;
    case 'barcode':
      return parseBarcode;
    case 'choice': {
      const names = choices(cell);
      return cell.group === 'vat_nature' ? nature(names) : (value) => parseChoice(value, names);
    }
  }
}

/** Each field's reader, from the field's declaration in the contract. */
export const FIELD_READERS = Object.fromEntries(
  Object.entries(ARTICLE_FIELDS).map(([name, { cell }]) => [name, readerOf(cell)]),
) as Record<ArticleField, (text: string) => Parsed<string | number>>;
export type ImportedField = ArticleField;
export const IMPORTED_FIELDS = Object.keys(ARTICLE_FIELDS) as ImportedField[];
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
