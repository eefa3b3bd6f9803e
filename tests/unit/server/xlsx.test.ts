import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { xlsxRecords } from '../../../server/lib/spreadsheet/xlsx';
import { formatKind, NumberKind, SharedStrings } from '../../../server/lib/spreadsheet/xlsx-parts';

async function workbook(fill: (sheet: ExcelJS.Worksheet) => void, sharedStrings = true) {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Vuoto prima'); // the first sheet is the one read
  fill(book.worksheets[0]);
  book.addWorksheet('Altro').addRow(['not read']);
  return Buffer.from(await book.xlsx.writeBuffer({ useSharedStrings: sharedStrings }));
}

async function read(data: Buffer) {
  const rows = [];
  for await (const batch of xlsxRecords(data)) rows.push(...batch);
  return rows;
}

describe('xlsxRecords', () => {
  it('reads shared and inline strings, numbers, booleans and rich text of the first sheet', async () => {
    for (const shared of [true, false]) {
      const data = await workbook((sheet) => {
        sheet.addRow(['Codice', 'Prezzo', 'Attivo']);
        sheet.addRow([
          { richText: [{ text: 'Vite ' }, { text: 'è', font: { bold: true } }] },
          12.5,
          true,
        ]);
      }, shared);
      expect(await read(data)).toEqual([
        { line: 1, cells: ['Codice', 'Prezzo', 'Attivo'] },
        { line: 2, cells: ['Vite è', '12.5', 'TRUE'] },
      ]);
    }
  });

  it('keeps the row numbers Excel shows and the columns of sparse cells', async () => {
    const data = await workbook((sheet) => {
      sheet.getCell('A1').value = 'a';
      sheet.getCell('C1').value = 'c';
      sheet.getCell('B5').value = 'ű & ő <tag>';
    });
    expect(await read(data)).toEqual([
      { line: 1, cells: ['a', '', 'c'] },
      { line: 5, cells: ['', 'ű & ő <tag>'] },
    ]);
  });

  it('gives a formula as the value saved with it, and an error cell as empty', async () => {
    const data = await workbook((sheet) => {
      sheet.addRow([
        { formula: 'HYPERLINK("http://x","y")', result: 'y' },
        { formula: '1/0', result: { error: '#DIV/0!' } },
      ]);
    });
    expect(await read(data)).toEqual([{ line: 1, cells: ['y', ''] }]);
  });

  it('refuses a damaged file or a zip that is not a workbook (415)', async () => {
    const notWorkbook = Buffer.from(zipSync({ 'readme.txt': strToU8('hello') }));
    await expect(read(notWorkbook)).rejects.toMatchObject({ statusCode: 415 });
    const damaged = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]);
    await expect(read(damaged)).rejects.toMatchObject({ statusCode: 415 });
  });

  it('finds the first sheet through prefixed tags and an id full of pattern characters', async () => {
    const id = 'rId(1)+.*';
    const data = Buffer.from(
      zipSync({
        'xl/workbook.xml': strToU8(
          `<x:workbook xmlns:x="m" xmlns:r="r"><x:sheets><x:sheet name="A" sheetId="1" r:id="${id}"/></x:sheets></x:workbook>`,
        ),
        'xl/_rels/workbook.xml.rels': strToU8(
          `<Relationships><Relationship Id="rId1" Target="worksheets/wrong.xml"/><Relationship Id="${id}" Target="/xl/worksheets/s.xml"/></Relationships>`,
        ),
        'xl/worksheets/s.xml': strToU8(
          '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>ok</t></is></c></row></sheetData></worksheet>',
        ),
      }),
    );
    expect(await read(data)).toEqual([{ line: 1, cells: ['ok'] }]);
  });

  it('reads sheets whose every tag has a namespace prefix (the .NET Open XML SDK writes x:)', async () => {
    const ns = 'xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
    const data = Buffer.from(
      zipSync({
        '_rels/.rels': strToU8(
          '<Relationships><Relationship Id="R1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="/book/main.xml"/></Relationships>',
        ),
        'book/main.xml': strToU8(
          `<x:workbook ${ns} xmlns:r="r"><x:workbookPr date1904="1"/><x:sheets><x:sheet name="A" sheetId="1" r:id="S"/></x:sheets></x:workbook>`,
        ),
        'book/_rels/main.xml.rels': strToU8(
          '<Relationships><Relationship Id="S" Type="…/worksheet" Target="sheets/one.xml"/><Relationship Id="T" Type="http://x/relationships/sharedStrings" Target="../strings.xml"/><Relationship Id="U" Type="http://x/relationships/styles" Target="look.xml"/></Relationships>',
        ),
        'strings.xml': strToU8(
          `<x:sst ${ns}><x:si><x:t>Però</x:t></x:si><x:si><x:r><x:t>m</x:t></x:r><x:r><x:t>²</x:t></x:r></x:si></x:sst>`,
        ),
        'book/look.xml': strToU8(
          `<x:styleSheet ${ns}><x:numFmts><x:numFmt numFmtId="170" formatCode="[$-410]dd/mm/yyyy"/></x:numFmts><x:cellStyleXfs><x:xf numFmtId="9"/></x:cellStyleXfs><x:cellXfs><x:xf numFmtId="0"/><x:xf numFmtId="9"/><x:xf numFmtId="170"/></x:cellXfs></x:styleSheet>`,
        ),
        'book/sheets/one.xml': strToU8(
          `<x:worksheet ${ns}><x:sheetData><x:row r="2"><x:c r="A2" t="s"><x:v>0</x:v></x:c><x:c r="B2" t="s"><x:v>1</x:v></x:c><x:c r="C2" s="1"><x:v>0.22</x:v></x:c><x:c r="D2" s="2"><x:v>44000</x:v></x:c><x:c r="E2"><x:v>0.1</x:v></x:c></x:row></x:sheetData></x:worksheet>`,
        ),
      }),
    );
    // 44000 in the 1904 system is 2024-06-19 (1462 days later than in the 1900 one).
    expect(await read(data)).toEqual([
      { line: 2, cells: ['Però', 'm²', '22%', '2024-06-19', '0.1'] },
    ]);
  });

  it('reads percentages and dates as openpyxl and LibreOffice format them', async () => {
    for (const file of ['articoli-openpyxl.xlsx', 'articoli-libreoffice.xlsx']) {
      const rows = await read(fs.readFileSync(`tests/fixtures/import/${file}`));
      const cells = (line: number) => rows.find((row) => row.line === line)!.cells;
      expect(cells(2).slice(3, 5), file).toEqual(['0.045', '22%']);
      expect(cells(2)[10], file).toBe('2026-11-24');
      expect(cells(3)[3], file).toMatch(/^0\.3(0000000000000004)?$/);
      expect(cells(3)[9], file).toBe('4006381333931');
      expect(cells(5)[4], file).toBe('10%');
      expect(cells(5)[10], file).toBe('2026-11-24');
    }
  });
});

describe('SharedStrings', () => {
  it('keeps many strings in one buffer and gives each back', () => {
    const strings = new SharedStrings();
    for (let i = 0; i < 50_000; i++) strings.push(i % 7 ? `testo ${i} – però` : '');
    expect(strings.count).toBe(50_000);
    expect(strings.get(0)).toBe('');
    expect(strings.get(1)).toBe('testo 1 – però');
    expect(strings.get(49_999)).toBe('testo 49999 – però');
    expect(strings.get(50_000)).toBe('');
    expect(strings.get(-1)).toBe('');
  });
});

describe('number formats', () => {
  it('tells percentages and dates from other formats', () => {
    expect(formatKind('0.00%')).toBe(NumberKind.percent);
    expect(formatKind('DD/MM/YYYY')).toBe(NumberKind.date);
    expect(formatKind('[$-410]d mmmm yyyy')).toBe(NumberKind.date);
    expect(formatKind('#,##0.00 [$€-410]')).toBe(NumberKind.plain);
    expect(formatKind('0.00 "kg/dm"')).toBe(NumberKind.plain);
    expect(formatKind('h:mm')).toBe(NumberKind.plain);
    expect(formatKind('General')).toBe(NumberKind.plain);
  });
});
