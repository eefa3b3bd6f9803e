export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** How wide a cell's text shows; a date shows as a short date (Excel's format 14). */
const textLength = (value: unknown) => (value instanceof Date ? 10 : String(value ?? '').length);

/** A cell as exceljs takes it: text stays text, whatever it starts with. */
const xlsxCell = (value: unknown) =>
  value === undefined || value === null
    ? null
    : typeof value === 'object' && !(value instanceof Date)
      ? JSON.stringify(value)
      : value;

/**
 * An .xlsx workbook with one sheet; exceljs is loaded only when someone exports. Numbers are
 * number cells, dates date cells in the reader's short-date format (Excel's format 14), and
 * text is a text cell as it is: a text cell of an xlsx is never run as a formula, so it gets no
 * apostrophe (the CSV's guard, `neutraliseCell`, would show one here).
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
  for (const row of rows) sheet.addRow(row.map(xlsxCell));
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
