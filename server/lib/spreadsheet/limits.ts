import { HttpError, msg } from '../errors';

const MiB = 1024 * 1024;

/**
 * What an uploaded spreadsheet may be, checked while it is read so that a hostile file is
 * refused after a little work and a little memory, whatever it claims or expands to. Every
 * value is far above what a real article list needs; the reasons: docs/reliability.md.
 */
export const LIMITS = {
  /** Parts of the zip (an xlsx has about 10; with many sheets and images, a few hundred). */
  zipEntries: 1_000,
  /** Uncompressed bytes of one part: a 200,000-row sheet of 20 columns is about 170 MB. */
  entryBytes: 256 * MiB,
  /** Uncompressed bytes of all the parts together, as the central directory declares them. */
  fileBytes: 512 * MiB,
  /** Uncompressed bytes per compressed byte of a part above `ratioFrom` (Apache POI's 1 %). */
  ratio: 100,
  ratioFrom: MiB,
  /** `xl/workbook.xml` and its relationships: sheet names, a few kB in practice. */
  workbookBytes: 4 * MiB,
  /** The shared strings part and the number of its strings (every text of the file, once). */
  sharedStringsBytes: 64 * MiB,
  sharedStrings: 1_000_000,
  /** One tag, text, comment or CDATA of XML, and how deep elements nest (a sheet needs 6). */
  xmlPieceChars: MiB,
  xmlDepth: 64,
  /** Rows, empty ones included, and columns: Excel's own maximum rows; a sane width. */
  sheetRows: 1_048_576,
  columns: 200,
  /** Cells (or CSV fields), empty ones included: 200,000 rows of 25 columns. */
  cells: 5_000_000,
  /** Characters of one row, and of one value (Excel's own maximum for a cell). */
  rowChars: 100_000,
  fieldChars: 32_767,
} as const;

const inMiB = (bytes: number) => Math.round(bytes / MiB);

/** The 413 of a part (or the whole file) that unpacks to more than `bytes`. */
export const tooLargeUnpacked = (bytes: number) =>
  new HttpError(413, msg('import.too_large_unpacked', { max: inMiB(bytes) }));

/** Refuses a value in a column past the limit (empty cells there are simply not read). */
export function checkColumn(column: number) {
  if (column >= LIMITS.columns)
    throw new HttpError(413, msg('import.too_many_columns', { max: LIMITS.columns }));
}

export function checkField(length: number) {
  if (length > LIMITS.fieldChars)
    throw new HttpError(413, msg('import.field_too_long', { max: LIMITS.fieldChars }));
}

export function checkRow(length: number, line: number) {
  if (length > LIMITS.rowChars)
    throw new HttpError(413, msg('import.row_too_long', { line, max: LIMITS.rowChars }));
}

/** Counts the rows (empty ones too) and cells of a sheet as they are read. */
export function sheetCounter() {
  let rows = 0;
  let cells = 0;
  return {
    get rows() {
      return rows;
    },
    row() {
      if (++rows > LIMITS.sheetRows)
        throw new HttpError(413, msg('import.too_many_rows', { max: LIMITS.sheetRows }));
    },
    cell() {
      if (++cells > LIMITS.cells)
        throw new HttpError(413, msg('import.too_many_cells', { max: LIMITS.cells }));
    },
  };
}
