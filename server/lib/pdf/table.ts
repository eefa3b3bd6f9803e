import { CONTENT, FONT, LINE, PAGE } from './layout';

/** A column of a PDF table: its width in points and how its text aligns. */
export interface TableColumn {
  width: number;
  align: 'left' | 'right';
}

/**
 * The grey header row of a table at `y`, one caption per column (the document's rows, the
 * DDT's goods); answers where the first row starts.
 */
export function tableHeaderRow(
  doc: PDFKit.PDFDocument,
  columns: (TableColumn & { caption: string })[],
  y: number,
): number {
  doc.rect(PAGE.margin, y, CONTENT, 18).fillColor('#eeeeee').fill();
  doc.font(FONT.bold).fontSize(8).fillColor('black');
  let x = PAGE.margin;
  for (const column of columns) {
    doc.text(column.caption, x + 3, y + 5, {
      width: column.width - 6,
      align: column.align,
      lineBreak: false,
    });
    x += column.width;
  }
  return y + 22;
}

/** The thin grey rule under a table row at `y`, across the page's content width. */
export function rowRule(doc: PDFKit.PDFDocument, y: number) {
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.margin + CONTENT, y)
    .strokeColor(LINE)
    .lineWidth(0.4)
    .stroke();
}

/**
 * One body row of a table at `y`: a cell per column, in `color` (red for what is overdue),
 * then the rule under it; answers where the next row starts (the statement, the reminder).
 */
export function tableRow(
  doc: PDFKit.PDFDocument,
  columns: TableColumn[],
  cells: string[],
  y: number,
  color = 'black',
): number {
  doc.font(FONT.regular).fontSize(8.5).fillColor(color);
  let x = PAGE.margin;
  cells.forEach((cell, i) => {
    const { width, align } = columns[i];
    doc.text(cell, x + 3, y, { width: width - 6, align, lineBreak: false });
    x += width;
  });
  rowRule(doc, y + 11);
  return y + 14;
}

/** Table columns from their captions and widths, those from index `right` on right-aligned. */
export const captionedColumns = (captions: string[], widths: number[], right: number) =>
  captions.map((caption, i) => ({
    caption,
    width: widths[i],
    align: i >= right ? ('right' as const) : ('left' as const),
  }));
