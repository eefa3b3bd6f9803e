import type { RaRecord } from 'react-admin';

/** A column of an export: the record field and the translation key of its header. */
export interface ExportColumn {
  source: string;
  label: string;
}

/** Records -> rows of cell values, in column order (`a.b` reads nested fields). */
export function toRows(records: RaRecord[], columns: ExportColumn[]): unknown[][] {
  return records.map((record) => columns.map((column) => readPath(record, column.source)));
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

/** `anagrafiche-2026-11-22.csv` */
export const exportFileName = (base: string, extension: 'csv' | 'xlsx', date = new Date()) =>
  `${base}-${date.toISOString().slice(0, 10)}.${extension}`;
