import { strToU8, zipSync } from 'fflate';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** How wide a cell's text shows; a date shows as a short date (Excel's format 14). */
const textLength = (value: unknown) => (value instanceof Date ? 10 : String(value ?? '').length);

/** Characters XML 1.0 cannot hold (control characters but tab and line breaks, lone surrogates). */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- these are the characters it removes
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const escapeXml = (text: string) =>
  text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** Column `index` (0-based) as a spreadsheet's letters: 0 -> A, 26 -> AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

/** Days since 1899-12-30, the spreadsheet's serial date of a UTC calendar day. */
const serialDay = (date: Date) => (date.getTime() - Date.UTC(1899, 11, 30)) / 86_400_000;

// The cell styles of styles.xml: 0 plain, 1 bold (the headers), 2 short date (format 14).
const BOLD = 1;
const DATE = 2;

/** One cell's XML: numbers as numbers, dates as date-formatted serials, text as inline text. */
function cellXml(ref: string, value: unknown, style = 0): string {
  if (value === undefined || value === null || value === '') return '';
  const s = style ? ` s="${style}"` : '';
  if (typeof value === 'number' && Number.isFinite(value))
    return `<c r="${ref}"${s}><v>${value}</v></c>`;
  if (typeof value === 'boolean') return `<c r="${ref}"${s} t="b"><v>${value ? 1 : 0}</v></c>`;
  if (value instanceof Date && !Number.isNaN(value.getTime())) {
    return `<c r="${ref}" s="${DATE}"><v>${serialDay(value)}</v></c>`;
  }
  // Text stays text, whatever it starts with: an inline string is never run as a formula.
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`;
}

const rowXml = (index: number, values: unknown[], style = 0) =>
  `<row r="${index}">${values.map((value, column) => cellXml(`${columnName(column)}${index}`, value, style)).join('')}</row>`;

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const CONTENT_TYPES = `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const ROOT_RELS = `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${DOC_RELS}/styles" Target="styles.xml"/></Relationships>`;
const STYLES = `${XML}<styleSheet xmlns="${MAIN}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const workbookXml = (sheetName: string) =>
  `${XML}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

function sheetXml(headers: string[], rows: unknown[][]): string {
  const columns = Math.max(headers.length, ...rows.map((row) => row.length));
  const widths = Array.from({ length: columns }, (_, index) => {
    const longest = Math.max(
      headers[index]?.length ?? 0,
      ...rows.map((row) => textLength(row[index])),
    );
    return Math.min(Math.max(longest + 2, 8), 60);
  });
  const cols = widths
    .map((width, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`)
    .join('');
  const body = [rowXml(1, headers, BOLD), ...rows.map((row, i) => rowXml(i + 2, row))].join('');
  return (
    `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${DOC_RELS}">` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    (cols ? `<cols>${cols}</cols>` : '') +
    `<sheetData>${body}</sheetData></worksheet>`
  );
}

/**
 * An .xlsx workbook with one sheet, written here (fflate zips it): numbers are number cells,
 * dates date cells in the reader's short-date format (Excel's format 14), and text is an inline
 * text cell as it is: a text cell of an xlsx is never run as a formula, so it gets no
 * apostrophe (the CSV's guard, `neutraliseCell`, would show one here). The header row is bold
 * and stays in view; columns are as wide as their longest text (8 to 60 characters).
 */
export async function writeXlsx(
  sheetName: string,
  headers: string[],
  rows: unknown[][],
): Promise<Blob> {
  // Sheet names: at most 31 characters, none of : \ / ? * [ ]
  const name = sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Export';
  const zip = zipSync({
    '[Content_Types].xml': strToU8(CONTENT_TYPES),
    '_rels/.rels': strToU8(ROOT_RELS),
    'xl/workbook.xml': strToU8(workbookXml(name)),
    'xl/_rels/workbook.xml.rels': strToU8(WORKBOOK_RELS),
    'xl/styles.xml': strToU8(STYLES),
    'xl/worksheets/sheet1.xml': strToU8(sheetXml(headers, rows)),
  });
  return new Blob([zip as Uint8Array<ArrayBuffer>], { type: XLSX_TYPE });
}
