import ExcelJS from 'exceljs';
import type { DataProvider } from 'react-admin';
import { fetchAllRecords, listQueryFilter } from '../../src/lib/list/export/fetchAllRecords';
import { describe, expect, it } from 'vitest';
import { formatDate, utcDate } from '../../src/lib/dates';
import { csvFormat } from '../../src/lib/list/export/csvFormat';
import { exportFileName, fileSlug, toRows } from '../../src/lib/list/export/exportColumns';
import { neutraliseCell } from '../../src/lib/list/export/neutraliseCell';
import { toCsv } from '../../src/lib/list/export/toCsv';
import { writeXlsx } from '../../src/lib/list/export/writeXlsx';

describe('cell neutralisation (formula injection)', () => {
  it.each(['=SUM(A1:A9)', '+SUM(A1)', '+39+A1', '-2+3', '@cmd', '\tx', '\rx', '+39 02 1234 x'])(
    'prefixes %j with an apostrophe',
    (text) => {
      expect(neutraliseCell(text)).toBe(`'${text}`);
    },
  );

  it.each(['+39 02 5550000', '+39 (0541) 123-456', '+41 91.123.45.67', '+1/212 555'])(
    'writes the phone number %j as typed',
    (phone) => {
      expect(neutraliseCell(phone)).toBe(phone);
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

describe("CSV in the reader's language", () => {
  const rows = [['=1+1', 0.085, 1234.567, -5, 0.00000001, '2026-11-21', null]];
  const headers = ['Testo', 'A', 'B', 'C', 'D', 'Data', 'E'];
  const dated = (locale: string) =>
    rows.map((row) =>
      row.map((cell, i) => (i === 5 ? csvFormat(locale).date(String(cell)) : cell)),
    );

  it('Italian: semicolons, decimal comma, day first; formula-like text neutralised', () => {
    expect(toCsv(headers, dated('it'), csvFormat('it'))).toBe(
      'Testo;A;B;C;D;Data;E\r\n' + "'=1+1;0,085;1234,567;-5;0,00000001;21/11/2026;\r\n",
    );
  });

  it('English: commas, decimal point, ISO dates; German: day first with dots', () => {
    expect(toCsv(headers, dated('en'), csvFormat('en'))).toBe(
      'Testo,A,B,C,D,Data,E\r\n' + "'=1+1,0.085,1234.567,-5,0.00000001,2026-11-21,\r\n",
    );
    expect(csvFormat('de').date('2026-11-21')).toBe('21.11.2026');
    expect(csvFormat('de').separator).toBe(';');
  });

  it('Hungarian: semicolons, decimal comma, ISO dates (Hungarian spreadsheets read them as dates)', () => {
    // LibreOffice Calc in hu-HU reads 2026-11-21 and 2026. 11. 21. as dates, 21/11/2026 and
    // 21.11.2026 as text (docs/import.md); the import reads both year-first forms back.
    expect(toCsv(headers, dated('hu'), csvFormat('hu'))).toBe(
      'Testo;A;B;C;D;Data;E\r\n' + "'=1+1;0,085;1234,567;-5;0,00000001;2026-11-21;\r\n",
    );
    expect(csvFormat('hu-HU').date('2026-11-21')).toBe('2026-11-21');
  });

  it('names files in the UI language', () => {
    expect(fileSlug('Liste di spedizione')).toBe('liste-di-spedizione');
    expect(fileSlug('Számlák')).toBe('szamlak');
    expect(fileSlug('Note di credito')).toBe('note-di-credito');
  });
});

describe('XLSX cells', () => {
  it('keeps formula-like text as text, without an apostrophe; numbers stay numbers', async () => {
    const blob = await writeXlsx(
      'x',
      ['Tel', 'Prezzo'],
      [
        ['+39 02 1234', 0.085],
        ['=1+1', 3],
      ],
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet.getCell('A2').value).toBe('+39 02 1234');
    expect(sheet.getCell('A3').value).toBe('=1+1');
    expect(sheet.getCell('A3').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('B2').value).toBe(0.085);
  });
});

describe('fetchAllRecords', () => {
  /** A list of `count` records that sends at most `size` a page, whatever is asked. */
  const provider = (count: number, size: number, withTotal: boolean) => {
    const asked: unknown[] = [];
    const getList = async (
      _: string,
      params: { pagination: { page: number }; filter: unknown },
    ) => {
      asked.push(params.filter);
      const start = (params.pagination.page - 1) * size;
      const data = Array.from({ length: Math.max(0, Math.min(size, count - start)) }, (_, i) => ({
        id: start + i,
      }));
      return withTotal
        ? { data, total: count }
        : { data, pageInfo: { hasNextPage: start + size < count } };
    };
    return { provider: { getList } as unknown as DataProvider, asked };
  };

  it('takes every page, with exactly the list filter, even from a server with smaller pages', async () => {
    for (const withTotal of [true, false]) {
      const { provider: dataProvider, asked } = provider(5, 2, withTotal);
      const filter = listQueryFilter({ q: 'vite', type: 'order' }, { type: 'invoice' });
      const records = await fetchAllRecords(dataProvider, 'documents', filter, {
        field: 'id',
        order: 'ASC',
      });
      expect(records.map((r) => r.id)).toEqual([0, 1, 2, 3, 4]);
      expect(asked).toEqual(Array(3).fill({ q: 'vite', type: 'invoice' }));
    }
  });
});
