import PDFDocument from 'pdfkit';
import { collect, useFonts } from '../../../lib/pdf/fonts';
import { formatFor } from '../../../lib/pdf/format';
import { PDF_WORDS, type PdfLocale } from '../../../lib/pdf/words';
import { BOTTOM, CONTENT, GREY, PAGE } from '../../../lib/pdf/layout';
import { letterheadBlock } from '../../../lib/pdf/letterhead';
import { footers } from '../../../lib/pdf/footers';
import { box, facts, parties, plain, type Words } from './ddt-boxes';
import { goods } from './ddt-goods';
import { DDT_WORDS } from './ddt-words';
import type { DdtView } from './ddt-view';

const SIGNATURE_HEIGHT = 58;

/** Date and time of the transport's start, in Italy's time, per language (built once). */
const TIMES: Record<PdfLocale, Intl.DateTimeFormat> = Object.fromEntries(
  (
    [
      ['it', 'it-IT'],
      ['en', 'en-GB'],
      ['de', 'de-DE'],
      ['fr', 'fr-FR'],
      ['hu', 'hu-HU'],
    ] as const
  ).map(([locale, tag]) => [
    locale,
    new Intl.DateTimeFormat(tag, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Rome',
    }),
  ]),
) as Record<PdfLocale, Intl.DateTimeFormat>;

/** "DDT n. 12/2026 del 21/11/2026", or the draft's title for an open list. */
export function ddtTitle(view: Pick<DdtView, 'number' | 'year' | 'date'>, locale: PdfLocale) {
  const words = DDT_WORDS[locale];
  return view.number === null
    ? words.draft
    : words.numbered(`${view.number}/${view.year}`, formatFor(locale).date(view.date));
}

/**
 * Renders a DDT as an A4 PDF: letterhead and title, recipient and place of delivery, the
 * transport's facts, the goods over as many pages as they need (header repeated), notes and
 * the three signature boxes, "page x of y" at the foot of every page.
 */
export function renderDdtPdf(view: DdtView, locale: PdfLocale): Promise<Buffer> {
  const title = ddtTitle(view, locale);
  const fonts = useFonts({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    lang: locale,
    info: { Title: title, Author: view.company.name },
  });
  const doc = new PDFDocument(fonts.options);
  const words: Words = {
    ddt: DDT_WORDS[locale],
    pdf: PDF_WORDS[locale],
    format: formatFor(locale),
    time: TIMES[locale],
    font: fonts.register(doc),
  };
  const done = collect(doc);
  let y = header(doc, view, words, title);
  y = parties(doc, view, words, y);
  y = facts(doc, view, words, y);
  y = goods(doc, view, words, y, title);
  y = notes(doc, view, words, y);
  signatures(doc, words, y);
  footers(doc, view, words.pdf);
  doc.end();
  return done;
}

function header(doc: PDFKit.PDFDocument, view: DdtView, w: Words, title: string): number {
  const half = CONTENT / 2 - 10;
  const companyBottom = letterheadBlock(doc, view.company, w.pdf, half);
  const right = PAGE.margin + CONTENT / 2 + 10;
  doc.font(w.font.bold).fontSize(15).fillColor('black');
  doc.text(w.ddt.title, right, PAGE.margin, { width: half });
  doc.font(w.font.regular).fontSize(7.5).fillColor(GREY).text(w.ddt.law, right, doc.y, {
    width: half,
  });
  doc.font(w.font.bold).fontSize(11).fillColor('black');
  doc.text(title, right, doc.y + 6, { width: half });
  return Math.max(companyBottom, doc.y) + 14;
}

function notes(doc: PDFKit.PDFDocument, view: DdtView, w: Words, top: number): number {
  if (!view.notes) return top;
  doc.font(w.font.regular).fontSize(8.5);
  const height = doc.heightOfString(view.notes, { width: CONTENT - 12 }) + 20;
  let y = top;
  if (y + height > BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  return box(doc, w, { x: PAGE.margin, y, width: CONTENT }, w.ddt.notes, [plain(view.notes)]) + 10;
}

/** Room for the three signatures: driver or carrier, recipient, sender. */
function signatures(doc: PDFKit.PDFDocument, w: Words, top: number) {
  let y = top;
  if (y + SIGNATURE_HEIGHT > BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  const { driver, recipient, sender } = w.ddt.signatures;
  const width = CONTENT / 3;
  [driver, recipient, sender].forEach((caption, i) =>
    box(doc, w, { x: PAGE.margin + i * width, y, width, minHeight: SIGNATURE_HEIGHT }, caption, []),
  );
}
