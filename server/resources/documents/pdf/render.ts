import PDFDocument from 'pdfkit';
import { FONTS } from '../../../lib/pdf/fonts';
import { drawDdtHeading, HEADING_HEIGHT } from './ddt-heading';
import { dueDatesBlock } from './due-dates';
import { formatFor, type PdfFormat } from '../../../lib/pdf/format';
import { documentTitle, PDF_WORDS, type PdfWords, type PdfLocale } from '../../../lib/pdf/words';
import { BOTTOM, CONTENT, FONT, GREY, LINE, PAGE } from '../../../lib/pdf/layout';
import { footers } from '../../../lib/pdf/footers';
import { letterheadBlock } from '../../../lib/pdf/letterhead';
import { paymentBox } from './payment-box';
import { partyLines } from '../../../lib/pdf/party';
import { rowRule, tableHeaderRow } from '../../../lib/pdf/table';
import type { PdfDocument, PdfRow } from './view';

/** The VAT summary's notes: up to the totals' column. */
const NOTE_WIDTH = 270;

type Column = { key: keyof PdfWords['columns']; width: number; align: 'left' | 'right' };
const COLUMNS: Column[] = [
  { key: 'code', width: 70, align: 'left' },
  { key: 'description', width: 157, align: 'left' },
  { key: 'quantity', width: 48, align: 'right' },
  { key: 'unit', width: 32, align: 'left' },
  { key: 'price', width: 66, align: 'right' },
  { key: 'discount', width: 50, align: 'right' },
  { key: 'vat', width: 30, align: 'right' },
  { key: 'amount', width: 62, align: 'right' },
];

/** Without prices (a role that may not see them): what is shipped, the description widened. */
const PRICE_KEYS = new Set<Column['key']>(['price', 'discount', 'vat', 'amount']);
const QUANTITY_COLUMNS: Column[] = COLUMNS.filter((c) => !PRICE_KEYS.has(c.key)).map((c) =>
  c.key === 'description'
    ? {
        ...c,
        width: COLUMNS.reduce((sum, d) => sum + (PRICE_KEYS.has(d.key) ? d.width : 0), c.width),
      }
    : c,
);

const columnsOf = (document: PdfDocument) =>
  document.prices === false ? QUANTITY_COLUMNS : COLUMNS;

/** One text cell per column of a row, formatted for the language. */
function cells(row: PdfRow, format: PdfFormat): Record<Column['key'], string> {
  return {
    code: row.code ?? '',
    description: row.description,
    quantity: format.quantity(row.quantity),
    unit: row.unit ?? '',
    price: format.price(row.unit_price),
    discount: Number(row.discount) ? format.percent(row.discount) : '',
    vat: row.vat_rate === '0' ? (row.vat_nature ?? '0') : `${row.vat_rate}%`,
    amount: format.money(row.net_amount),
  };
}

/**
 * Renders a sales document as an A4 PDF: letterhead, customer block, the rows over as many pages
 * as they need (the table header repeated on each), VAT summary per rate, totals, "page x of y".
 */
export function renderDocumentPdf(document: PdfDocument, locale: PdfLocale): Promise<Buffer> {
  const words = PDF_WORDS[locale];
  const format = formatFor(locale);
  const regular = FONTS.regular();
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    autoFirstPage: true,
    lang: locale,
    font: regular, // not pdfkit's default Helvetica, which it would parse
    info: {
      Title: documentTitle(document, words),
      Author: document.company.name,
    },
  });
  doc.registerFont(FONT.regular, regular);
  doc.registerFont(FONT.bold, FONTS.bold());
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const title = documentTitle(document, words, true);
  let y = header(doc, document, words, format, title);
  y = table(doc, document, words, format, y, title);
  if (document.conditions) y = conditionsBlock(doc, document.conditions, words, y);
  if (document.prices !== false) {
    y = summary(doc, document, words, format, y);
    y = paymentBox(doc, document, locale, y);
    dueDatesBlock(doc, document.payment, locale, format, {
      left: PAGE.margin,
      top: y,
      bottom: BOTTOM,
      font: FONT,
    });
  }
  footers(doc, document, words);
  doc.end();
  return done;
}

function header(
  doc: PDFKit.PDFDocument,
  document: PdfDocument,
  words: PdfWords,
  format: PdfFormat,
  title: string,
): number {
  const left = PAGE.margin;
  const half = CONTENT / 2 - 10;
  const companyBottom = letterheadBlock(doc, document.company, words, half);

  const right = PAGE.margin + CONTENT / 2 + 10;
  doc
    .font(FONT.bold)
    .fontSize(16)
    .fillColor('black')
    .text(title, right, PAGE.margin, { width: half });
  doc.font(FONT.regular).fontSize(9);
  const facts: [string, string | null][] = [
    [words.date, format.date(document.document_date)],
    [words.shippingDate, document.shipping_date ? format.date(document.shipping_date) : null],
    [words.reference, document.reference],
    [words.relatedDocument, document.related],
    [words.validUntil, document.valid_until ? format.date(document.valid_until) : null],
    [document.pa_reference?.label ?? '', document.pa_reference?.value ?? null],
  ];
  for (const [label, value] of facts)
    if (value) doc.text(`${label}: ${value}`, right, doc.y, { width: half });

  // The customer block, framed, under the document's facts.
  const boxTop = Math.max(doc.y + 10, 120);
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor(GREY)
    .text(words.customer, right + 8, boxTop + 6);
  doc
    .font(FONT.bold)
    .fontSize(10.5)
    .fillColor('black')
    .text(document.customer.name, right + 8, doc.y, {
      width: half - 16,
    });
  doc.font(FONT.regular).fontSize(8.5);
  const customerLines = partyLines(document.customer, words);
  if (document.customer.registry_code)
    customerLines.push(`${words.customerCode}: ${document.customer.registry_code}`);
  for (const line of customerLines) doc.text(line, right + 8, doc.y, { width: half - 16 });
  const boxBottom = doc.y + 6;
  doc
    .rect(right, boxTop, half, boxBottom - boxTop)
    .strokeColor(LINE)
    .lineWidth(0.8)
    .stroke();

  let y = Math.max(companyBottom, boxBottom) + 16;
  if (document.description) {
    doc.font(FONT.regular).fontSize(9).fillColor('black').text(document.description, left, y, {
      width: CONTENT,
    });
    y = doc.y + 10;
  }
  return y;
}

/** A quote's conditions under its rows, on the next page when they do not fit. */
function conditionsBlock(doc: PDFKit.PDFDocument, text: string, words: PdfWords, top: number) {
  doc.font(FONT.regular).fontSize(8.5);
  const height = doc.heightOfString(text, { width: CONTENT }) + 16;
  let y = top;
  if (y + height > BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  doc.font(FONT.bold).fontSize(9).fillColor('black').text(words.conditions, PAGE.margin, y);
  doc
    .font(FONT.regular)
    .fontSize(8.5)
    .text(text, PAGE.margin, doc.y + 2, { width: CONTENT });
  return doc.y + 12;
}

function tableHeader(doc: PDFKit.PDFDocument, columns: Column[], words: PdfWords, y: number) {
  return tableHeaderRow(
    doc,
    columns.map((column) => ({ ...column, caption: words.columns[column.key] })),
    y,
  );
}

function table(
  doc: PDFKit.PDFDocument,
  document: PdfDocument,
  words: PdfWords,
  format: PdfFormat,
  top: number,
  title: string,
): number {
  const columns = columnsOf(document);
  let y = tableHeader(doc, columns, words, top);
  doc.font(FONT.regular).fontSize(8.5);
  let group: string | null | undefined;
  for (const row of document.rows) {
    const text = cells(row, format);
    // A deferred invoice's rows come in groups under their DDT's line.
    const heading = row.ddt && row.ddt !== group ? row.ddt : null;
    group = row.ddt;
    const height =
      Math.max(...columns.map((c) => doc.heightOfString(text[c.key], { width: c.width - 6 }))) + 6;
    if (y + height + (heading ? HEADING_HEIGHT : 0) > BOTTOM) {
      doc.addPage();
      // A running title on the following pages, then the table header again.
      doc
        .font(FONT.bold)
        .fontSize(9)
        .fillColor(GREY)
        .text(`${title} · ${document.customer.name}`, PAGE.margin, PAGE.margin, { width: CONTENT });
      y = tableHeader(doc, columns, words, doc.y + 6);
      doc.font(FONT.regular).fontSize(8.5);
    }
    if (heading) y = drawDdtHeading(doc, heading, y);
    let x = PAGE.margin;
    doc.fillColor('black');
    for (const column of columns) {
      doc.text(text[column.key], x + 3, y + 3, { width: column.width - 6, align: column.align });
      x += column.width;
    }
    y += height;
    rowRule(doc, y);
  }
  return y + 14;
}

function summary(
  doc: PDFKit.PDFDocument,
  document: PdfDocument,
  words: PdfWords,
  format: PdfFormat,
  top: number,
): number {
  const fiscal = [document.stamp_duty, document.split_payment, document.letter_of_intent];
  const notes =
    document.vat.filter((line) => line.reference).length * 2 + fiscal.filter(Boolean).length * 2;
  const lines = Math.max(document.vat.length + 3 + notes, 5);
  let y = top;
  if (y + lines * 14 + 10 > BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  // VAT summary per rate (left), totals (right).
  const left = PAGE.margin;
  const widths = [70, 80, 70];
  doc.font(FONT.bold).fontSize(9).fillColor('black').text(words.vatSummary, left, y);
  let rowY = doc.y + 4;
  const vatRow = (values: string[], font: 'regular' | 'bold') => {
    doc.font(FONT[font]).fontSize(8.5);
    let x = left;
    values.forEach((value, i) => {
      doc.text(value, x, rowY, { width: widths[i] - 4, align: i === 0 ? 'left' : 'right' });
      x += widths[i];
    });
    rowY += 13;
  };
  vatRow([words.rate, words.taxable, words.tax], 'bold');
  // A 0 % line says why (the natura's legal reference, as the XML does); then the stamp duty.
  const note = (text: string, font: 'regular' | 'bold') => {
    doc
      .font(FONT[font])
      .fontSize(7.5)
      .fillColor(font === 'bold' ? 'black' : GREY);
    doc.text(text, left, rowY, { width: NOTE_WIDTH });
    doc.fillColor('black');
    rowY = doc.y + 3;
  };
  for (const line of document.vat) {
    vatRow(
      [
        line.rate === '0' ? `0% ${line.nature ?? ''}` : `${line.rate}%`,
        format.money(line.taxable),
        format.money(line.vat),
      ],
      'regular',
    );
    if (line.reference) note(line.reference, 'regular');
  }
  if (document.stamp_duty) note(words.stampDuty(format.money(document.stamp_duty)), 'bold');
  if (document.letter_of_intent) note(document.letter_of_intent, 'bold');
  if (document.split_payment) note(words.splitPayment, 'bold');

  const right = PAGE.margin + CONTENT - 230;
  let totalY = y;
  const totalLine = (label: string, value: string, strong = false) => {
    doc.font(FONT[strong ? 'bold' : 'regular']).fontSize(strong ? 11 : 9);
    doc.text(label, right, totalY, { width: 130 });
    doc.text(value, right + 130, totalY, { width: 100, align: 'right' });
    totalY += strong ? 18 : 14;
  };
  totalLine(words.subtotal, format.money(document.totals.subtotal));
  if (Number(document.totals.discount_total))
    totalLine(words.discountTotal, `− ${format.money(document.totals.discount_total)}`);
  totalLine(words.netTotal, format.money(document.totals.net_total));
  totalLine(words.vatTotal, format.money(document.totals.vat_total));
  doc
    .moveTo(right, totalY)
    .lineTo(right + 230, totalY)
    .strokeColor('black')
    .lineWidth(0.8)
    .stroke();
  totalY += 4;
  totalLine(words.total, format.money(document.totals.total), true);
  if (document.split_payment && document.amount_due) {
    totalLine(words.amountDue, format.money(document.amount_due), true);
  }
  return Math.max(rowY, totalY) + 10;
}
