import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { formatDate, utcDate } from '../../src/lib/dates';
import { exportFileName, toRows } from '../../src/lib/list/export/exportColumns';
import { neutraliseCell } from '../../src/lib/list/export/neutraliseCell';
import { toCsv } from '../../src/lib/list/export/toCsv';
import { writeXlsx } from '../../src/lib/list/export/writeXlsx';

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

describe('date columns', () => {
  const columns = [{ source: 'document_date', label: 'x', date: true }];
  const records = [
    { id: 1, document_date: '2026-11-21' },
    { id: 2, document_date: null },
  ];

  it('are the list text in CSV and a real calendar day in XLSX', () => {
    const csv = toRows(records, columns, undefined, (wire) => formatDate(wire, 'it'));
    expect(csv).toEqual([['21/11/2026'], [null]]);
    const [[day]] = toRows(records, columns, undefined, utcDate);
    expect(day).toEqual(new Date(Date.UTC(2026, 10, 21)));
  });

  it('are date cells of the workbook, on their own day', async () => {
    const blob = await writeXlsx('x', ['Data'], [[utcDate('2026-11-21')]]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    const cell = workbook.worksheets[0].getCell('A2');
    expect(cell.value).toEqual(new Date(Date.UTC(2026, 10, 21)));
    expect(cell.numFmt).toBe('mm-dd-yy'); // Excel's built-in short date, in the reader's locale
  });
});
