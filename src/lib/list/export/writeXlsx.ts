import { neutraliseCell } from './neutraliseCell';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** How wide a cell's text shows; a date shows as a short date (Excel's format 14). */
const textLength = (value: unknown) => (value instanceof Date ? 10 : String(value ?? '').length);

/**
 * An .xlsx workbook with one sheet; exceljs is loaded only when someone exports. Dates become
 * date cells in the reader's short-date format.
 */
export async function writeXlsx(
  sheetName: string,
  headers: string[],
  rows: unknown[][],
): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  // Sheet names: at most 31 characters, none of : \ / ? * [ ]
  const sheet = workbook.addWorksheet(
    sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Export',
  );
  sheet.addRow(headers).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map(neutraliseCell));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.columns.forEach((column, index) => {
    const longest = Math.max(
      headers[index]?.length ?? 0,
      ...rows.map((row) => textLength(row[index])),
    );
    column.width = Math.min(Math.max(longest + 2, 8), 60);
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: XLSX_TYPE });
}
