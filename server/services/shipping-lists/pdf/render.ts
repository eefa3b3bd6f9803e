import PDFDocument from 'pdfkit';
import type { LabelFormat } from '../../../../contract/shipping-lists';
import { collect, useFonts } from '../../pdf/fonts';
import { barWidths, drawBars } from './barcode';
import type { LabelPage } from './view';

const MM = 72 / 25.4;
const A4: [number, number] = [595.28, 841.89];
/** Page size and how many labels a page holds, by format. */
const FORMATS: Record<LabelFormat, { size: [number, number]; across: number; down: number }> = {
  thermal: { size: [100 * MM, 150 * MM], across: 1, down: 1 },
  a6: { size: [105 * MM, 148 * MM], across: 1, down: 1 },
  a4: { size: A4, across: 2, down: 2 },
};
const PAD = 10;
/** The font names of each document being drawn. */
const FONT_NAMES = new WeakMap<PDFKit.PDFDocument, { regular: string; bold: string }>();
const GREY = '#555555';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Renders label pages as one PDF: a 100 x 150 mm thermal label or an A6 page per parcel, or A4
 * sheets of four A6 labels (with cut marks between them).
 */
export function renderLabelsPdf(pages: LabelPage[], format: LabelFormat): Promise<Buffer> {
  const { size, across, down } = FORMATS[format];
  const fonts = useFonts({
    size,
    margin: 0,
    autoFirstPage: false,
    lang: 'it',
    info: { Title: 'Etichette di spedizione' },
  });
  const doc = new PDFDocument(fonts.options);
  FONT_NAMES.set(doc, fonts.register(doc));
  const done = collect(doc);
  const perSheet = across * down;
  const width = size[0] / across;
  const height = size[1] / down;
  pages.forEach((page, i) => {
    const slot = i % perSheet;
    if (slot === 0) {
      doc.addPage({ size, margin: 0 });
      if (perSheet > 1) cutMarks(doc, size, across, down);
    }
    const x = (slot % across) * width;
    const y = Math.floor(slot / across) * height;
    drawLabel(doc, page, {
      x: x + PAD,
      y: y + PAD,
      width: width - 2 * PAD,
      height: height - 2 * PAD,
    });
  });
  if (!pages.length) doc.addPage({ size, margin: 0 });
  doc.end();
  return done;
}

function cutMarks(doc: PDFKit.PDFDocument, size: [number, number], across: number, down: number) {
  doc.save().strokeColor('#bbbbbb').lineWidth(0.4).dash(3, { space: 3 });
  for (let c = 1; c < across; c++)
    doc.moveTo((size[0] / across) * c, 0).lineTo((size[0] / across) * c, size[1]);
  for (let r = 1; r < down; r++)
    doc.moveTo(0, (size[1] / down) * r).lineTo(size[0], (size[1] / down) * r);
  doc.stroke().undash().restore();
}

/** `text` cut to fit `width` at the current font and size, with an ellipsis when cut. */
function fitText(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let [low, high] = [0, text.length];
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (doc.widthOfString(`${text.slice(0, mid)}…`) <= width) low = mid;
    else high = mid - 1;
  }
  return `${text.slice(0, low).trimEnd()}…`;
}

/**
 * One line of text, cut with an ellipsis when too long; answers the next line's y. (pdfkit's
 * own `ellipsis` option lays the text out again for each letter it drops: ten times slower.)
 */
function line(
  doc: PDFKit.PDFDocument,
  text: string,
  box: { x: number; y: number; width: number },
  size: number,
  options: { bold?: boolean; color?: string; align?: 'left' | 'right' | 'center' } = {},
): number {
  doc
    .font(FONT_NAMES.get(doc)![options.bold ? 'bold' : 'regular'])
    .fontSize(size)
    .fillColor(options.color ?? 'black');
  doc.text(fitText(doc, text, box.width), box.x, box.y, {
    width: box.width,
    lineBreak: false,
    align: options.align ?? 'left',
  });
  return box.y + size * 1.3;
}

function rule(doc: PDFKit.PDFDocument, box: Box, y: number): number {
  doc
    .moveTo(box.x, y + 3)
    .lineTo(box.x + box.width, y + 3)
    .strokeColor('black')
    .lineWidth(0.8)
    .stroke();
  return y + 8;
}

function drawLabel(doc: PDFKit.PDFDocument, page: LabelPage, box: Box) {
  const { x, width } = box;
  let y = box.y;
  y = line(doc, 'MITTENTE', { x, y, width }, 6, { color: GREY });
  y = line(doc, page.sender.name, { x, y, width }, 9, { bold: true });
  for (const text of page.sender.lines.slice(0, 3)) y = line(doc, text, { x, y, width }, 7.5);
  y = rule(doc, box, y);

  y = line(doc, 'DESTINATARIO', { x, y, width }, 6, { color: GREY });
  y = line(doc, page.recipient.name, { x, y, width }, 13, { bold: true });
  for (const text of page.recipient.lines.slice(0, 4)) y = line(doc, text, { x, y, width }, 10.5);
  y = Math.max(y, box.y + 140);
  y = rule(doc, box, y);

  const list = page.list_number ? `Distinta N. ${page.list_number}` : 'Distinta da confermare';
  line(doc, `del ${page.list_date}`, { x, y: y + 1, width }, 9, { align: 'right' });
  y = line(doc, list, { x, y, width: width * 0.65 }, 10, { bold: true });
  if (page.carrier) y = line(doc, `Vettore: ${page.carrier}`, { x, y, width }, 8.5);
  const reference = page.customer_reference ? ` · Rif. cliente: ${page.customer_reference}` : '';
  y = line(doc, `Ordine N. ${page.order}${reference}`, { x, y, width }, 8.5);
  y = line(doc, `${page.article} · Q.tà ${page.quantity}`, { x, y, width }, 7.5, { color: GREY });
  y += 2;
  line(doc, page.weight ? `Peso ${page.weight} kg` : '', { x, y: y + 6, width }, 12, {
    bold: true,
    align: 'right',
  });
  y = line(doc, `Collo ${page.parcel} di ${page.parcels}`, { x, y, width: width * 0.6 }, 18, {
    bold: true,
  });
  y = rule(doc, box, y);

  const codeHeight = page.sscc ? 38 : 60;
  drawBars(doc, barWidths('code128', page.parcel_code), { x, y: y + 2, width, height: codeHeight });
  y = line(doc, page.parcel_code, { x, y: y + codeHeight + 3, width }, 8, { align: 'center' });
  if (page.sscc && page.sscc_text) {
    y += 4;
    line(doc, 'SSCC', { x, y, width }, 6, { color: GREY });
    const height = Math.min(62, box.y + box.height - y - 16);
    drawBars(doc, barWidths('gs1-128', `(00)${page.sscc}`), { x, y: y + 8, width, height });
    line(doc, page.sscc_text, { x, y: y + 10 + height, width }, 9, { align: 'center' });
  }
}
