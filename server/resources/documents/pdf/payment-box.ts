import { isCommercial } from '../../../../contract/document-types';
import { BOTTOM, CONTENT, FONT, GREY, LINE, PAGE } from '../../../lib/pdf/layout';
import { ibanGroups } from '../../../lib/pdf/letterhead';
import { LETTERHEAD_WORDS } from '../../../lib/pdf/letterhead-words';
import type { PdfLocale } from '../../../lib/pdf/words';
import type { PdfDocument } from './view';

/** The payment box of an invoice or note, at `top`: the IBAN and the bank to pay to. */
export function paymentBox(
  doc: PDFKit.PDFDocument,
  document: PdfDocument,
  locale: PdfLocale,
  top: number,
): number {
  const { iban, bank_name: bank } = document.company;
  if (isCommercial(document.type) || !iban) return top;
  const words = LETTERHEAD_WORDS[locale];
  const lines = [`${words.iban} ${ibanGroups(iban)}`, bank ? `${words.bank}: ${bank}` : null];
  const width = CONTENT / 2 - 10;
  const height = 18 + lines.filter(Boolean).length * 12;
  let y = top;
  if (y + height > BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  const left = PAGE.margin;
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor(GREY)
    .text(words.payment, left + 8, y + 6, { width: width - 16 });
  doc.font(FONT.regular).fontSize(9).fillColor('black');
  for (const line of lines) if (line) doc.text(line, left + 8, doc.y, { width: width - 16 });
  const bottom = doc.y + 6;
  doc
    .rect(left, y, width, bottom - y)
    .strokeColor(LINE)
    .lineWidth(0.8)
    .stroke();
  return bottom + 10;
}
