import { CONTENT, FONT, GREY, PAGE } from './layout';
import type { PdfWords } from './words';

/**
 * "Page x of y" and the company name at the foot of every page, once all pages exist (the
 * DDT's PDF too).
 */
export function footers(
  doc: PDFKit.PDFDocument,
  document: { company: { name: string } },
  words: Pick<PdfWords, 'page'>,
) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing into the margin must not open a new page
    const y = PAGE.height - PAGE.margin;
    doc.font(FONT.regular).fontSize(7.5).fillColor(GREY);
    doc.text(document.company.name, PAGE.margin, y, { width: CONTENT / 2, lineBreak: false });
    doc.text(words.page(i + 1, range.count), PAGE.margin + CONTENT / 2, y, {
      width: CONTENT / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottomMargin;
  }
}
