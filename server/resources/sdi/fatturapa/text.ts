import { transliterate } from './transliterate';

/**
 * Text made safe for the FatturaPA schema without losing its meaning. The schema
 * allows two alphabets: names, addresses and descriptions are Latin-1
 * (`[\p{IsBasicLatin}\p{IsLatin-1Supplement}]{1,N}`), codes and a few short fields ASCII
 * (`\p{IsBasicLatin}{1,N}`). Typographic punctuation becomes its ASCII twin (’ -> ', – -> -),
 * accented letters outside the alphabet lose their accent (ő -> o), the few letters with no
 * accent to drop have a spelling of their own (ł -> l, œ -> oe), Greek and Cyrillic letters
 * are transliterated (transliterate.ts: Αθήνα -> Athina, Москва -> Moskva), and what is left
 * (emoji, Chinese and the other scripts) becomes `?`, so the reader sees something was there.
 */

/** Punctuation and symbols with a plain spelling, whatever the alphabet. */
// prettier-ignore
const PUNCTUATION: Record<string, string> = {
  '‘': "'", '’': "'", '‚': "'", '‛': "'", '′': "'",
  '“': '"', '”': '"', '„': '"', '‟': '"', '″': '"',
  '‐': '-', '‑': '-', '‒': '-', '–': '-', '—': '-', '―': '-', '−': '-',
  '…': '...', '•': '-', '·': '.', '€': 'EUR', '™': 'TM',
  '\u00a0': ' ', '\u2007': ' ', '\u2009': ' ', '\u202f': ' ', '\u200b': '',
};

/** Letters with no decomposition to fall back on. */
// prettier-ignore
const LETTERS: Record<string, string> = {
  'ł': 'l', 'Ł': 'L', 'đ': 'd', 'Đ': 'D', 'ħ': 'h', 'Ħ': 'H', 'ı': 'i', 'ŀ': 'l', 'Ŀ': 'L',
  'œ': 'oe', 'Œ': 'OE', 'ĳ': 'ij', 'Ĳ': 'IJ', 'ŋ': 'n', 'Ŋ': 'N', 'ſ': 's',
};

/** Latin-1 letters that ASCII spells otherwise than by dropping an accent. */
// prettier-ignore
const ASCII_LETTERS: Record<string, string> = {
  'ß': 'ss', 'æ': 'ae', 'Æ': 'AE', 'ø': 'o', 'Ø': 'O', 'ð': 'd', 'Ð': 'D', 'þ': 'th', 'Þ': 'Th',
  '×': 'x', '«': '"', '»': '"', '¡': '!', '¿': '?',
};

const COMBINING_MARKS = /\p{M}/gu;

/** Characters XML 1.0 refuses or the schema's blocks leave out: C0 but tab and line breaks, DEL, C1. */
const isControl = (code: number) =>
  (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) ||
  (code >= 0x7f && code <= 0x9f);

function spell(char: string, fits: (code: number) => boolean, own: Record<string, string>) {
  const code = char.codePointAt(0)!;
  if (isControl(code)) return ' ';
  if (fits(code)) return char;
  const known = PUNCTUATION[char] ?? LETTERS[char] ?? own[char];
  if (known !== undefined) return known;
  const base = char.normalize('NFKD').replace(COMBINING_MARKS, '');
  if (base && [...base].every((c) => fits(c.codePointAt(0)!) && !isControl(c.codePointAt(0)!))) {
    return base;
  }
  return '?';
}

function safe(
  text: string,
  max: number,
  fits: (code: number) => boolean,
  own: Record<string, string> = {},
) {
  const latin = transliterate(text.normalize('NFC'));
  const spelled = [...latin].map((char) => spell(char, fits, own)).join('');
  const trimmed = spelled.replace(/[ \t]+/g, ' ').trim();
  return [...trimmed].slice(0, max).join('').trimEnd();
}

/** For the schema's Latin-1 strings (names, addresses, descriptions): at most `max` characters. */
export const latin1Text = (text: string, max: number) => safe(text, max, (code) => code <= 0xff);

/** For the schema's ASCII strings (codes, short references): at most `max` characters. */
export const asciiText = (text: string, max: number) =>
  safe(text, max, (code) => code <= 0x7f, ASCII_LETTERS);
