import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { xlsxRecords } from '../../../server/services/xlsx';

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
});
