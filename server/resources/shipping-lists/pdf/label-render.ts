import PDFDocument from 'pdfkit';
import type { LabelFormat } from '../../../../contract/shipping-lists';
import { collect, useFonts } from '../../../lib/pdf/fonts';
import { barWidths, drawBars } from './barcode';
import { LABEL_WORDS } from './label-words';
import type { LabelPage } from './label-view';

/** Points per millimetre. */
export const MM = 72 / 25.4;
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

export interface Box {
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
    lang: pages[0]?.locale ?? 'it',
    info: { Title: 'Etichette di spedizione' },
  });
  const doc = new PDFDocument(fonts.options);
  FONT_NAMES.set(doc, fonts.register(doc));
  const done = collect(doc);
  const perSheet = across * down;
  pages.forEach((page, i) => {
    const slot = i % perSheet;
    if (slot === 0) {
      doc.addPage({ size, margin: 0 });
      if (perSheet > 1) cutMarks(doc, size, across, down);
    }
    drawLabel(doc, page, labelBox(format, slot));
  });
  if (!pages.length) doc.addPage({ size, margin: 0 });
  doc.end();
  return done;
}

/** The printable box of label `slot` (0 to 3 on an A4 sheet) of a page in `format`. */
export function labelBox(format: LabelFormat, slot = 0): Box {
  const { size, across, down } = FORMATS[format];
  const width = size[0] / across;
  const height = size[1] / down;
  return {
    x: (slot % across) * width + PAD,
    y: Math.floor(slot / across) * height + PAD,
    width: width - 2 * PAD,
    height: height - 2 * PAD,
  };
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

/** Millimetres of the SSCC's bars: GS1 logistic labels want at least 32 mm. */
export const SSCC_BAR_MM = 33;
/** The narrowest and widest module of the SSCC (GS1 logistic label: 0.495 to 0.94 mm). */
export const SSCC_MODULE_MM = { min: 0.495, max: 0.94 };

/**
 * Where the barcodes go on a label of `box`, anchored at its foot: the SSCC (when the
 * company has a GS1 prefix) at the very bottom, 33 mm high, its human-readable line under
 * it; the parcel code above. The text fills what is left above `top`.
 */
export function labelLayout(box: Box, withSscc: boolean) {
  const bottom = box.y + box.height;
  if (!withSscc) {
    const bars = { x: box.x, y: bottom - 12 - 70, width: box.width, height: 70 };
    return { parcelCode: bars, parcelText: bars.y + bars.height + 2, sscc: null, top: bars.y - 6 };
  }
  const ssccText = bottom - 11;
  const sscc = {
    x: box.x,
    y: ssccText - 2 - SSCC_BAR_MM * MM,
    width: box.width,
    height: SSCC_BAR_MM * MM,
  };
  const caption = sscc.y - 8;
  const parcelText = caption - 12;
  const parcelCode = { x: box.x, y: parcelText - 2 - 30, width: box.width, height: 30 };
  return { parcelCode, parcelText, sscc, ssccText, ssccCaption: caption, top: parcelCode.y - 6 };
}

function drawLabel(doc: PDFKit.PDFDocument, page: LabelPage, box: Box) {
  const words = LABEL_WORDS[page.locale];
  const layout = labelLayout(box, Boolean(page.sscc));
  const { x, width } = box;
  let y = box.y;
  y = line(doc, words.sender, { x, y, width }, 6, { color: GREY });
  y = line(doc, page.sender.name, { x, y, width }, 8.5, { bold: true });
  y = line(doc, page.sender.lines.join(' · '), { x, y, width }, 7);
  y = rule(doc, box, y);

  y = line(doc, words.recipient, { x, y, width }, 6, { color: GREY });
  y = line(doc, page.recipient.name, { x, y, width }, 12.5, { bold: true });
  if (page.recipient.destination) {
    y = line(doc, page.recipient.destination, { x, y, width }, 10.5, { bold: true });
  }
  for (const text of page.recipient.lines.slice(0, 4)) y = line(doc, text, { x, y, width }, 10);
  y = rule(doc, box, y);

  const ddt = page.ddt_number ? words.ddt(page.ddt_number, page.ddt_date) : words.ddtToConfirm;
  y = line(doc, ddt, { x, y, width }, 9.5, { bold: true });
  if (page.carrier) y = line(doc, `${words.carrier}: ${page.carrier}`, { x, y, width }, 8);
  const reference = page.customer_reference
    ? ` · ${words.customerReference} ${page.customer_reference}`
    : '';
  y = line(doc, `${words.order} ${page.order}${reference}`, { x, y, width }, 8);
  y = line(doc, `${page.article} · ${words.quantity} ${page.quantity}`, { x, y, width }, 7, {
    color: GREY,
  });
  y += 2;
  y = line(doc, words.parcel(page.parcel, page.parcels), { x, y, width }, 17, { bold: true });
  y = line(doc, words.shipment(page.parcels, page.weight), { x, y, width }, 9);
  if (page.cod) {
    const text = words.cod(page.cod);
    doc
      .rect(x, y + 1, width, 17)
      .strokeColor('black')
      .lineWidth(1.2)
      .stroke();
    y =
      line(doc, text, { x: x + 4, y: y + 4, width: width - 8 }, 11, {
        bold: true,
        align: 'center',
      }) + 2;
  }

  const { parcelCode, parcelText } = layout;
  drawBars(doc, barWidths('code128', page.parcel_code), parcelCode);
  line(doc, page.parcel_code, { x, y: parcelText, width }, 8, { align: 'center' });
  if (page.sscc && page.sscc_text && layout.sscc) {
    line(doc, 'SSCC', { x, y: layout.ssccCaption, width }, 6, { color: GREY });
    drawBars(doc, barWidths('gs1-128', `(00)${page.sscc}`), layout.sscc, SSCC_MODULE_MM.max * MM);
    line(doc, page.sscc_text, { x, y: layout.ssccText, width }, 9, { align: 'center' });
  }
}
