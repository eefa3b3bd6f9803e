import type { Locale } from '../locale';
import type { Names } from './it';
import de from './de';
import en from './en';
import fr from './fr';
import hu from './hu';
import it from './it';

/**
 * Names that appear inside messages and on screens: document types (as printed on PDFs),
 * statuses and the kinds of record the API talks about. One table per language. The PDF titles
 * take the document types from here, and the SPA's `enums.*` take the status names, so a
 * status reads the same in a message and on screen.
 */
export const nameTables: Record<Locale, Names> = { it, en, de, fr, hu };

type Flat<T> = {
  [G in keyof T & string]: `${G}.${keyof T[G] & string}`;
}[keyof T & string];

/** `document_type.invoice`, `label_status.voided`, `record.article`. */
export type NameKey = Flat<Names>;

const flatten = (table: Names) =>
  Object.fromEntries(
    Object.entries(table).flatMap(([group, entries]) =>
      Object.entries(entries as Record<string, string>).map(([k, v]) => [`${group}.${k}`, v]),
    ),
  ) as Record<NameKey, string>;

/** The names flattened per language (`names.it['document_type.invoice']` = 'Fattura'). */
export const names: Record<Locale, Record<NameKey, string>> = {
  it: flatten(it),
  en: flatten(en),
  de: flatten(de),
  fr: flatten(fr),
  hu: flatten(hu),
};
