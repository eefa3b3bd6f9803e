import { HttpError, msg } from '../errors';
import { checkField, LIMITS } from './limits';
import { readXml } from '../xml-stream';
import { entryChunks, type ZipEntry } from '../zip';

/**
 * The parts of an xlsx the reader needs besides the sheet: where the workbook, its first
 * sheet, shared strings and styles are (from the relationships, as Excel, LibreOffice,
 * Google Sheets, openpyxl and exceljs name them differently), the shared strings and which
 * cell styles are percentages or dates. Element names may carry a namespace prefix (`x:si`).
 */
export const notReadable = () => new HttpError(415, msg('import.damaged_xlsx'));

/** `x:row` -> `row`. */
export const localName = (name: string) => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};

/** The text of a small part (the workbook and relationships), within its limit. */
async function partText(data: Buffer, entry: ZipEntry | undefined) {
  if (!entry) return undefined;
  const chunks: Uint8Array[] = [];
  for await (const chunk of entryChunks(data, entry, LIMITS.workbookBytes)) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

const ENTITIES: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>', apos: "'" };
/** An attribute's value in a tag's text, its entities decoded. */
const attribute = (tag: string, name: string) =>
  new RegExp(`\\b${name}="([^"<>]*)"`)
    .exec(tag)?.[1]
    .replace(/&(quot|amp|lt|gt|apos);/g, (_, entity: string) => ENTITIES[entity]);

/** A relationships part: id -> [type, target]. The patterns never cross a `<` or `>`. */
function relationships(text: string | undefined) {
  const found = new Map<string, { type: string; target: string }>();
  for (const [tag] of (text ?? '').matchAll(/<(?:\w+:)?Relationship\b[^<>]*>/g)) {
    const value = (name: string) => attribute(tag, name) ?? '';
    found.set(value('Id'), { type: value('Type'), target: value('Target') });
  }
  return found;
}

/** A relationship's target as a zip entry name, from the folder of the part that points. */
function resolve(folder: string, target: string) {
  const parts = (target.startsWith('/') ? target.slice(1) : `${folder}${target}`).split('/');
  const path: string[] = [];
  for (const part of parts) {
    if (part === '..') path.pop();
    else if (part !== '.' && part !== '') path.push(part);
  }
  return path.join('/');
}

export interface WorkbookParts {
  sheet: ZipEntry;
  sharedStrings?: ZipEntry;
  styles?: ZipEntry;
  /** Dates count from 1904 (old Mac Excel) rather than 1900. */
  date1904: boolean;
}

/** The workbook's first sheet and the parts it needs, by the package's relationships. */
export async function workbookParts(
  data: Buffer,
  entries: Map<string, ZipEntry>,
): Promise<WorkbookParts> {
  const root = relationships(await partText(data, entries.get('_rels/.rels')));
  const office = [...root.values()].find((r) => r.type.endsWith('/officeDocument'));
  const workbookPath = office ? resolve('', office.target) : 'xl/workbook.xml';
  const workbook = await partText(data, entries.get(workbookPath));
  if (workbook === undefined) throw notReadable();
  const folder = workbookPath.slice(0, workbookPath.lastIndexOf('/') + 1);
  const name = workbookPath.slice(folder.length);
  const rels = relationships(await partText(data, entries.get(`${folder}_rels/${name}.rels`)));
  const id = /<(?:\w+:)?sheet\b[^<>]*?\b(?:\w+:)?id="([^"<>]*)"/.exec(workbook)?.[1];
  const target = (rel?: { target: string }) =>
    rel ? entries.get(resolve(folder, rel.target)) : undefined;
  const ofType = (type: string) => [...rels.values()].find((r) => r.type.endsWith(type));
  const sheet = target(id === undefined ? undefined : rels.get(id));
  if (!sheet) throw notReadable();
  return {
    sheet,
    // By their usual names when no relationship points at them (some writers leave it out).
    sharedStrings: target(ofType('/sharedStrings')) ?? entries.get(`${folder}sharedStrings.xml`),
    styles: target(ofType('/styles')) ?? entries.get(`${folder}styles.xml`),
    date1904: /<(?:\w+:)?workbookPr\b[^<>]*\bdate1904="(?:1|true)"/.exec(workbook) !== null,
  };
}

/**
 * The shared strings, kept as UTF-8 in one growing buffer with the end of each string: about
 * one byte a character and four a string, whatever the count (a JavaScript string each would
 * cost tens of bytes more), and never more than the part's own size.
 */
export class SharedStrings {
  private bytes = Buffer.alloc(64 * 1024);
  private ends = new Uint32Array(1024);
  private used = 0;
  count = 0;

  push(text: string) {
    const length = Buffer.byteLength(text);
    if (this.used + length > this.bytes.length) {
      const grown = Buffer.alloc(Math.max(this.bytes.length * 2, this.used + length));
      this.bytes.copy(grown, 0, 0, this.used);
      this.bytes = grown;
    }
    this.used += this.bytes.write(text, this.used);
    if (this.count === this.ends.length) {
      const grown = new Uint32Array(this.ends.length * 2);
      grown.set(this.ends);
      this.ends = grown;
    }
    this.ends[this.count++] = this.used;
  }

  get(index: number): string {
    if (!(index >= 0 && index < this.count)) return '';
    const start = index === 0 ? 0 : this.ends[index - 1];
    return this.bytes.toString('utf8', start, this.ends[index]);
  }
}

/** The text of every `<si>` (rich text runs joined, phonetic guides left out). */
export async function sharedStrings(data: Buffer, entry: ZipEntry | undefined) {
  const strings = new SharedStrings();
  if (!entry) return strings;
  let current: string | undefined;
  let inText = false;
  let phonetic = 0;
  await readXml(entryChunks(data, entry, LIMITS.sharedStringsBytes), {
    opentag(tag) {
      const name = localName(tag.name);
      if (name === 'si') {
        current = '';
        if (strings.count >= LIMITS.sharedStrings)
          throw new HttpError(413, msg('import.too_many_strings', { max: LIMITS.sharedStrings }));
      } else if (name === 'rPh') phonetic++;
      else if (name === 't' && !phonetic) inText = true;
    },
    closetag(tag) {
      const name = localName(tag.name);
      if (name === 'si') strings.push(current ?? '');
      else if (name === 'rPh') phonetic--;
      else if (name === 't') inText = false;
    },
    text(text) {
      if (!inText || current === undefined) return;
      current += text;
      checkField(current.length);
    },
  });
  return strings;
}

/** What a number cell's style makes of it. */
export const NumberKind = { plain: 0, percent: 1, date: 2 } as const;
export type NumberKind = (typeof NumberKind)[keyof typeof NumberKind];

/** Excel's built-in date formats (`14` is the short date in the reader's locale). */
const BUILTIN_DATES = new Set([14, 15, 16, 17, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36]);
const BUILTIN_PERCENTS = new Set([9, 10]);

/** A format code's kind: a `%` is a percentage; a day or a year, a date (`m` alone may be minutes). */
export function formatKind(code: string): NumberKind {
  const bare = code.replace(/"[^"]*"|\\.|\[[^\]]*\]|_.|\*./g, '');
  if (bare.includes('%')) return NumberKind.percent;
  if (/[dy]/i.test(bare)) return NumberKind.date;
  return NumberKind.plain;
}

/**
 * Each cell style (`s` of a cell, an index of `cellXfs`) -> the kind of its number format.
 * The styles part is small and read by patterns, like the workbook: parsing it with saxes
 * before the sheet made saxes slower on the sheet (docs/benchmarks.md). The patterns
 * never cross a tag's `<` or `>`.
 */
export async function styleKinds(data: Buffer, entry: ZipEntry | undefined): Promise<Uint8Array> {
  const styles = await partText(data, entry);
  if (styles === undefined) return new Uint8Array(0);
  const formats = new Map<number, NumberKind>();
  for (const [tag] of styles.matchAll(/<(?:\w+:)?numFmt\b[^<>]*>/g))
    formats.set(Number(attribute(tag, 'numFmtId')), formatKind(attribute(tag, 'formatCode') ?? ''));
  const start = /<(?:\w+:)?cellXfs\b[^<>]*>/.exec(styles);
  if (!start) return new Uint8Array(0);
  const end = styles.indexOf('cellXfs>', start.index + start[0].length);
  const section = styles.slice(start.index + start[0].length, end < 0 ? undefined : end);
  const kinds: NumberKind[] = [];
  for (const [tag] of section.matchAll(/<(?:\w+:)?xf\b[^<>]*>/g)) {
    const id = Number(attribute(tag, 'numFmtId') ?? 0);
    kinds.push(
      formats.get(id) ??
        (BUILTIN_DATES.has(id)
          ? NumberKind.date
          : BUILTIN_PERCENTS.has(id)
            ? NumberKind.percent
            : NumberKind.plain),
    );
  }
  return Uint8Array.from(kinds);
}
