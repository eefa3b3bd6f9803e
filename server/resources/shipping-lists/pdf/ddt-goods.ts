import { BOTTOM, CONTENT, GREY, PAGE } from '../../../lib/pdf/layout';
import { rowRule, tableHeaderRow, type TableColumn } from '../../../lib/pdf/table';
import type { Words } from './ddt-boxes';
import type { DdtRow, DdtView } from './ddt-view';

// The DDT's goods table, over as many pages as it needs (ddt-render.ts).

/** A column of the goods; `wraps`: its text may run over several lines (else one line). */
type Column = TableColumn & { key: keyof ReturnType<typeof cells>; wraps: boolean };
const COLUMNS: Column[] = [
  { key: 'code', width: 72, align: 'left', wraps: true },
  { key: 'description', width: 203, align: 'left', wraps: true },
  { key: 'unit', width: 34, align: 'left', wraps: false },
  { key: 'quantity', width: 56, align: 'right', wraps: false },
  { key: 'parcels', width: 40, align: 'right', wraps: false },
  { key: 'order', width: 110, align: 'left', wraps: true },
];
const WRAPPING = COLUMNS.filter((column) => column.wraps);

/** One text cell per column of a goods line, formatted for the language. */
function cells(row: DdtRow, w: Words) {
  return {
    code: row.code ?? '',
    description: row.description,
    unit: row.unit ?? '',
    quantity: w.format.quantity(row.quantity),
    parcels: String(row.parcels),
    order: row.customer_reference
      ? `${row.order}\n${w.ddt.customerReference} ${row.customer_reference}`
      : row.order,
  };
}

/**
 * The height of a cell's text: its lines times the line height when each fits the width (the
 * usual case, and a width is cheap to take), else pdfkit's full layout of the wrapped text.
 */
function cellHeight(doc: PDFKit.PDFDocument, text: string, width: number, lineHeight: number) {
  const lines = text.split('\n');
  return lines.every((line) => doc.widthOfString(line) <= width)
    ? lines.length * lineHeight
    : doc.heightOfString(text, { width });
}

function tableHeader(doc: PDFKit.PDFDocument, w: Words, y: number): number {
  const captions: Record<Column['key'], string> = {
    code: w.pdf.columns.code,
    description: w.pdf.columns.description,
    unit: w.pdf.columns.unit,
    quantity: w.pdf.columns.quantity,
    parcels: w.ddt.parcelsColumn,
    order: w.ddt.order,
  };
  return tableHeaderRow(
    doc,
    COLUMNS.map((column) => ({ ...column, caption: captions[column.key] })),
    y,
  );
}

/** The goods, over as many pages as needed: a running title and the header on each. */
export function goods(
  doc: PDFKit.PDFDocument,
  view: DdtView,
  w: Words,
  top: number,
  title: string,
) {
  let y = tableHeader(doc, w, top);
  doc.font(w.font.regular).fontSize(8.5);
  const lineHeight = doc.currentLineHeight(true);
  for (const row of view.rows) {
    const text = cells(row, w);
    const height =
      Math.max(
        lineHeight,
        ...WRAPPING.map((c) => cellHeight(doc, text[c.key], c.width - 6, lineHeight)),
      ) + 6;
    if (y + height > BOTTOM) {
      doc.addPage();
      const running = view.customer ? `${title} · ${view.customer.name}` : title;
      doc.font(w.font.bold).fontSize(9).fillColor(GREY);
      doc.text(running, PAGE.margin, PAGE.margin, { width: CONTENT });
      y = tableHeader(doc, w, doc.y + 6);
      doc.font(w.font.regular).fontSize(8.5);
    }
    let x = PAGE.margin;
    doc.fillColor('black');
    for (const column of COLUMNS) {
      const value = text[column.key];
      if (column.wraps) {
        doc.text(value, x + 3, y + 3, { width: column.width - 6, align: column.align });
      } else {
        // One line placed by hand: without a width pdfkit skips its line wrapper.
        const left = column.align === 'right' ? column.width - 3 - doc.widthOfString(value) : 3;
        doc.text(value, x + left, y + 3, { lineBreak: false });
      }
      x += column.width;
    }
    y += height;
    rowRule(doc, y);
  }
  return y + 12;
}
