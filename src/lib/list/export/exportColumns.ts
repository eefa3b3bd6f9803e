import type { RaRecord } from 'react-admin';
import { today } from '../../dates';
import { choiceKey } from '../../enumChoices';

/** A column of an export: the record field and the translation key of its header. */
export interface ExportColumn {
  source: string;
  label: string;
  /** Read when `source` is empty (a customer's own phone, else its registry entry's). */
  fallback?: string;
  /** An enum (status, pricing type, payment terms...): the cell is its option's translated name. */
  choices?: readonly { id: string | number; name: string }[];
  /** A decimal string (money, weight, rate): the cell is a number, never formatted text. */
  numeric?: boolean;
  /** A wire date (`YYYY-MM-DD`): the cell is what `date` makes of it (text or a real date). */
  date?: boolean;
}

/**
 * A column maker for one catalogue section: `column('price', { numeric: true })` is the
 * `price` field headed `<labels>.price`; `label` names another key of the section.
 */
export const columnMaker =
  (labels: string) =>
  (source: string, extra: Partial<ExportColumn> = {}, label = source): ExportColumn => ({
    source,
    label: `${labels}.${label}`,
    ...extra,
  });

type Translate = (key: string) => string;
type DateCell = (wire: string) => unknown;

/**
 * Records -> rows of cell values, in column order (`a.b` reads nested fields). Enum values
 * become their label in the UI language (`translate`); an unknown value is kept as it is.
 * Date columns go through `date` (the list's text for CSV, a real date for XLSX).
 */
export function toRows(
  records: RaRecord[],
  columns: ExportColumn[],
  translate: Translate = (key) => key,
  date: DateCell = (wire) => wire,
): unknown[][] {
  return records.map((record) =>
    columns.map((column) => cell(columnValue(record, column), column, translate, date)),
  );
}

function cell(value: unknown, column: ExportColumn, translate: Translate, date: DateCell) {
  if (value === null || value === undefined || value === '') return value;
  if (column.date) return typeof value === 'string' ? date(value) : value;
  if (column.choices) {
    const key = choiceKey(column.choices, value);
    return key ? translate(key) : value;
  }
  if (column.numeric) {
    const number = Number(value);
    return Number.isFinite(number) ? number : value;
  }
  return value;
}

function columnValue(record: object, column: ExportColumn): unknown {
  const value = readPath(record, column.source);
  const empty = value === null || value === undefined || value === '';
  return empty && column.fallback ? readPath(record, column.fallback) : value;
}

function readPath(record: object, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      record,
    );
}

/** `Liste di spedizione` -> `liste-di-spedizione`, `Számlák` -> `szamlak`: a file name's words. */
export const fileSlug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'export';

/** `anagrafiche-2026-11-22.csv`, dated the browser's day (not UTC's, an hour behind Italy's). */
export const exportFileName = (base: string, extension: 'csv' | 'xlsx', date = new Date()) =>
  `${base}-${today(date)}.${extension}`;
