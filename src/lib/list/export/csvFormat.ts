/**
 * How a CSV is written for the reader's language, so that Excel and LibreOffice in that
 * language open it right with a double click: Italian, German, French and Hungarian ones split
 * on `;` and read `0,085` as a number (with `.` they would read `0.085` as 85), English ones
 * split on `,` and read `0.085`. Dates are written the way those spreadsheets recognise a date:
 * day first in Italian, French (`21/11/2026`) and German (`21.11.2026`), ISO (`2026-11-21`),
 * which every language reads, in English (Excel's US and UK disagree on `11/12`) and
 * Hungarian.
 */
export interface CsvFormat {
  separator: ',' | ';';
  decimal: '.' | ',';
  /** A wire date (`YYYY-MM-DD`) as the cell's text. */
  date: (wire: string) => string;
}

const dayFirst = (separator: string) => (wire: string) => {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})/.exec(wire) ?? [];
  return year ? [day, month, year].join(separator) : wire;
};
const iso = (wire: string) => wire.slice(0, 10);

const FORMATS: Record<string, CsvFormat> = {
  it: { separator: ';', decimal: ',', date: dayFirst('/') },
  fr: { separator: ';', decimal: ',', date: dayFirst('/') },
  de: { separator: ';', decimal: ',', date: dayFirst('.') },
  hu: { separator: ';', decimal: ',', date: iso },
  en: { separator: ',', decimal: '.', date: iso },
};

/** The CSV format of a UI language (`it` for one it does not know). */
export const csvFormat = (locale: string): CsvFormat => FORMATS[locale.slice(0, 2)] ?? FORMATS.it;

/** `1234.5` -> `1234,5`: every digit, no grouping, never an exponent (`0,00000001`). */
export const csvNumber = (value: number, decimal: CsvFormat['decimal']) =>
  value
    .toLocaleString('en', { useGrouping: false, maximumFractionDigits: 20 })
    .replace('.', decimal);
