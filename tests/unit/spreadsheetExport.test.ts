import { describe, expect, it } from 'vitest';
import { exportFileName, toRows } from '../../src/lib/list/export/exportColumns';
import { neutraliseCell } from '../../src/lib/list/export/neutraliseCell';
import { toCsv } from '../../src/lib/list/export/toCsv';

describe('cell neutralisation (formula injection)', () => {
  it.each(['=SUM(A1:A9)', '+39 02 1234', '-2+3', '@cmd', '\tx', '\rx'])(
    'prefixes %j with an apostrophe',
    (text) => {
      expect(neutraliseCell(text)).toBe(`'${text}`);
    },
  );

  it('leaves ordinary text, numbers, booleans and empties alone', () => {
    expect(neutraliseCell('Rossi S.r.l.')).toBe('Rossi S.r.l.');
    expect(neutraliseCell('a=b')).toBe('a=b');
    expect(neutraliseCell(-5)).toBe(-5);
    expect(neutraliseCell(true)).toBe(true);
    expect(neutraliseCell(null)).toBeNull();
    expect(neutraliseCell(undefined)).toBeNull();
  });
});

describe('CSV', () => {
  it('quotes separators, quotes and line breaks, and neutralises cells', () => {
    const csv = toCsv(
      ['Nome', 'Note'],
      [
        ['Rossi; Bianchi', 'dice "ciao"'],
        ['=HYPERLINK("x")', 'riga 1\nriga 2'],
        [null, 12],
      ],
    );
    expect(csv).toBe(
      'Nome;Note\r\n' +
        '"Rossi; Bianchi";"dice ""ciao"""\r\n' +
        `"'=HYPERLINK(""x"")";"riga 1\nriga 2"\r\n` +
        ';12\r\n',
    );
  });

  it('reads columns, nested ones too, in order', () => {
    const rows = toRows(
      [{ id: 1, name: 'A', billing: { city: 'Roma' } }],
      [
        { source: 'billing.city', label: 'x' },
        { source: 'name', label: 'y' },
        { source: 'missing', label: 'z' },
      ],
    );
    expect(rows).toEqual([['Roma', 'A', undefined]]);
  });

  it('names files by date', () => {
    expect(exportFileName('anagrafiche', 'xlsx', new Date('2026-11-22T10:00:00Z'))).toBe(
      'anagrafiche-2026-11-22.xlsx',
    );
  });
});
