import type { PdfFormat } from '../../../lib/pdf/format';
import type { PdfLocale } from '../../../lib/pdf/words';
import { CONTENT, FONT, PAGE } from '../../../lib/pdf/layout';

/**
 * The line over a deferred invoice's rows that bill one DDT, in the PDF's language:
 * "DDT n. 5/2026 del 03/11/2026" (the date formatted as the language writes it).
 */
const HEADINGS: Record<PdfLocale, (number: string, date: string) => string> = {
  it: (number, date) => `DDT n. ${number} del ${date}`,
  en: (number, date) => `Delivery note (DDT) no. ${number} of ${date}`,
  de: (number, date) => `Lieferschein (DDT) Nr. ${number} vom ${date}`,
  fr: (number, date) => `Bon de livraison (DDT) n° ${number} du ${date}`,
  hu: (number, date) => `Szállítólevél (DDT) ${number}, kelte: ${date}`,
};

export function ddtHeading(
  locale: PdfLocale,
  format: PdfFormat,
  ddt: { number: number; year: number; date: string },
) {
  return HEADINGS[locale](`${ddt.number}/${ddt.year}`, format.date(ddt.date));
}

/** Its height on the page (the table checks the room for it and the row under it). */
export const HEADING_HEIGHT = 16;

/** Draws the heading at `y` across the table; answers the y under it. */
export function drawDdtHeading(doc: PDFKit.PDFDocument, text: string, y: number): number {
  doc
    .font(FONT.bold)
    .fontSize(8.5)
    .fillColor('black')
    .text(text, PAGE.margin + 3, y + 4, { width: CONTENT - 6, lineBreak: false });
  doc.font(FONT.regular).fontSize(8.5);
  return y + HEADING_HEIGHT;
}
