import { describe, expect, it } from 'vitest';
import { csvRecords, decodeText, sniffSpreadsheet } from '../../../server/lib/spreadsheet/read';

const TEXT = 'Codice;Descrizione\r\nA-1;Però più caffè € 5\r\n';

const utf16 = (text: string, bigEndian = false) => {
  const le = Buffer.from(`\uFEFF${text}`, 'utf16le');
  return bigEndian ? Buffer.from(le).swap16() : le;
};

describe('CSV encodings', () => {
  it.each([
    ['UTF-8', Buffer.from(TEXT)],
    ['UTF-8 with BOM', Buffer.from(`\uFEFF${TEXT}`)],
    ['UTF-16 LE (Excel "Unicode text")', utf16(TEXT)],
    ['UTF-16 BE', utf16(TEXT, true)],
    [
      'Windows-1252',
      Buffer.from([...Buffer.from(TEXT, 'latin1')].map((b) => (b === 0xac ? 0x80 : b))),
    ],
  ])('reads %s with its accents', (_, bytes) => {
    const text = decodeText(bytes)!.replace(/^\uFEFF/, '');
    expect(text).toBe(TEXT);
    expect([...csvRecords(text)]).toEqual([
      ['Codice', 'Descrizione'],
      ['A-1', 'Però più caffè € 5'],
    ]);
  });

  it('reads Latin-1 (ISO-8859-1) accents', () => {
    const latin1 = Buffer.from('Codice;Descrizione\nA;Qualità\n', 'latin1');
    expect(decodeText(latin1)).toBe('Codice;Descrizione\nA;Qualità\n');
  });

  it('detects tab, comma and semicolon on the header line', () => {
    expect([...csvRecords('a\tb\n1,5\t2\n')]).toEqual([
      ['a', 'b'],
      ['1,5', '2'],
    ]);
    expect([...csvRecords('a,b\n"1,5",2\n')]).toEqual([
      ['a', 'b'],
      ['1,5', '2'],
    ]);
    expect([...csvRecords('a;b\n1,5;2\n')]).toEqual([
      ['a', 'b'],
      ['1,5', '2'],
    ]);
  });

  it('reads RFC 4180 quotes: separators and line ends inside, doubled quotes, text after', () => {
    const text = 'a;b;c\r\n"x;y";"line\r\nbreak";"say ""hi"""\n"";x"y;"ab"cd\n"";"""";\r"last\n';
    expect([...csvRecords(text)]).toEqual([
      ['a', 'b', 'c'],
      ['x;y', 'line\r\nbreak', 'say "hi"'],
      ['', 'x"y', 'abcd'],
      ['', '"', ''],
      ['last\n'],
    ]);
    expect([...csvRecords('a;b\n1;2')]).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect([...csvRecords('a;b\n1;\n')]).toEqual([
      ['a', 'b'],
      ['1', ''],
    ]);
  });

  it('refuses binary files as not spreadsheets', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    expect(() => sniffSpreadsheet(png)).toThrow();
    expect(() => sniffSpreadsheet(Buffer.from('\x01\x02\x03;\n'))).toThrow();
    expect(sniffSpreadsheet(utf16('a\tb\n1\t2\n')).kind).toBe('csv');
  });
});
