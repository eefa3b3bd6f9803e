import PDFDocument from 'pdfkit';
import { printedVat } from '../../../../contract/vat-formats';
import { collect, useFonts } from '../../pdf/fonts';
import { formatFor, type PdfFormat } from '../../documents/pdf/format';
import { PDF_LABELS, type PdfLabels, type PdfLocale } from '../../documents/pdf/labels';
import { BOTTOM, CONTENT, GREY, LINE, PAGE } from '../../documents/pdf/layout';
import { letterheadBlock } from '../../documents/pdf/letterhead';
import { partyLines } from '../../documents/pdf/party';
import { footers } from '../../documents/pdf/render';
import { DDT_LABELS, type DdtLabels } from './ddt-labels';
import type { DdtRow, DdtView } from './ddt-view';

/** Where the DDT's words come from: its own, and the document PDF's shared ones. */
interface Words {
  ddt: DdtLabels;
  pdf: PdfLabels;
  format: PdfFormat;
  time: Intl.DateTimeFormat;
  font: { regular: string; bold: string };
}

/** A column of the goods; `wraps`: its text may run over several lines (else one line). */
type Column = {
  key: keyof ReturnType<typeof cells>;
  width: number;
  align: 'left' | 'right';
  wraps: boolean;
};
const COLUMNS: Column[] = [
  { key: 'code', width: 72, align: 'left', wraps: true },
  { key: 'description', width: 203, align: 'left', wraps: true },
  { key: 'unit', width: 34, align: 'left', wraps: false },
  { key: 'quantity', width: 56, align: 'right', wraps: false },
  { key: 'parcels', width: 40, align: 'right', wraps: false },
  { key: 'order', width: 110, align: 'left', wraps: true },
];
const WRAPPING = COLUMNS.filter((column) => column.wraps);
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
  const labels = DDT_LABELS[locale];
  return view.number === null
    ? labels.draft
    : labels.numbered(`${view.number}/${view.year}`, formatFor(locale).date(view.date));
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
    ddt: DDT_LABELS[locale],
    pdf: PDF_LABELS[locale],
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

/** A framed box with a small grey caption and lines of text; answers its bottom. */
function box(
  doc: PDFKit.PDFDocument,
  w: Words,
  at: { x: number; y: number; width: number; minHeight?: number; frame?: boolean },
  caption: string,
  lines: { text: string; bold?: boolean }[],
): number {
  doc.font(w.font.regular).fontSize(7).fillColor(GREY);
  doc.text(caption, at.x + 6, at.y + 4, { width: at.width - 12 });
  doc.fillColor('black');
  for (const line of lines) {
    doc.font(line.bold ? w.font.bold : w.font.regular).fontSize(line.bold ? 9.5 : 8.5);
    doc.text(line.text, at.x + 6, doc.y, { width: at.width - 12 });
  }
  const bottom = Math.max(doc.y + 4, at.y + (at.minHeight ?? 0));
  if (at.frame !== false) frame(doc, at.x, at.y, at.width, bottom - at.y);
  return bottom;
}

function frame(doc: PDFKit.PDFDocument, x: number, y: number, width: number, height: number) {
  doc.rect(x, y, width, height).strokeColor(LINE).lineWidth(0.8).stroke();
}

/** The customer (left) and the place of delivery (right), framed side by side. */
function parties(doc: PDFKit.PDFDocument, view: DdtView, w: Words, top: number): number {
  const half = CONTENT / 2 - 5;
  const customer = view.customer
    ? [{ text: view.customer.name, bold: true }, ...partyLines(view.customer, w.pdf).map(plain)]
    : [{ text: '—' }];
  const place = view.place
    ? [
        { text: view.place.recipient, bold: true },
        ...[
          view.place.destination,
          ...partyLines(
            {
              name: view.place.recipient,
              address: view.place.address,
              zip: view.place.zip,
              city: view.place.city,
              province: view.place.province,
              country: view.place.country,
              phone: view.place.phone,
            },
            w.pdf,
          ),
          view.place.notes,
        ]
          .filter((line): line is string => Boolean(line))
          .map(plain),
      ]
    : [{ text: '—' }];
  // Both boxes as high as the higher one: the text first, then the frames.
  const right = PAGE.margin + half + 10;
  const bottom = Math.max(
    box(doc, w, { x: PAGE.margin, y: top, width: half, frame: false }, w.ddt.recipient, customer),
    box(doc, w, { x: right, y: top, width: half, frame: false }, w.ddt.place, place),
    top + 60,
  );
  frame(doc, PAGE.margin, top, half, bottom - top);
  frame(doc, right, top, half, bottom - top);
  return bottom + 8;
}

const plain = (text: string) => ({ text });

/** The transport's facts in a grid of boxes: causale, porto, by, start; then the shipment. */
function facts(doc: PDFKit.PDFDocument, view: DdtView, w: Words, top: number): number {
  const { ddt, format } = w;
  const rows: [string, string][][] = [
    [
      [ddt.reason, ddt.reasons[view.transport_reason] ?? view.transport_reason],
      [ddt.carriage, ddt.carriages[view.carriage] ?? view.carriage],
      [ddt.transportBy, ddt.transportBys[view.transport_by] ?? view.transport_by],
      [
        ddt.transportStart,
        view.transport_start ? w.time.format(new Date(view.transport_start)) : '',
      ],
    ],
    [
      [ddt.goodsAppearance, view.goods_appearance ?? ''],
      [ddt.parcels, String(view.parcels)],
      [ddt.grossWeight, view.gross_weight ? `${format.quantity(view.gross_weight)} kg` : ''],
      [ddt.cod, view.cod_amount ? format.money(view.cod_amount) : ''],
    ],
  ];
  let y = top;
  for (const row of rows) {
    const width = CONTENT / row.length;
    const bottoms = row.map(([caption, value], i) =>
      box(doc, w, { x: PAGE.margin + i * width, y, width, minHeight: 30 }, caption, [
        { text: value, bold: true },
      ]),
    );
    y = Math.max(...bottoms);
  }
  const carrier = view.carrier;
  const carrierLines = carrier
    ? [
        { text: carrier.name, bold: true },
        {
          text: [
            carrier.vat_number
              ? `${w.pdf.vatNumber} ${printedVat(carrier.country, carrier.vat_number)}`
              : null,
            [
              carrier.address,
              carrier.zip,
              carrier.city,
              carrier.province ? `(${carrier.province})` : null,
            ]
              .filter(Boolean)
              .join(' '),
          ]
            .filter(Boolean)
            .join(' · '),
        },
      ].filter((line) => line.text)
    : [{ text: '' }];
  y = box(doc, w, { x: PAGE.margin, y, width: CONTENT, minHeight: 30 }, ddt.carrier, carrierLines);
  return y + 12;
}

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
  doc.rect(PAGE.margin, y, CONTENT, 18).fillColor('#eeeeee').fill();
  doc.font(w.font.bold).fontSize(8).fillColor('black');
  let x = PAGE.margin;
  for (const column of COLUMNS) {
    doc.text(captions[column.key], x + 3, y + 5, {
      width: column.width - 6,
      align: column.align,
      lineBreak: false,
    });
    x += column.width;
  }
  return y + 22;
}

/** The goods, over as many pages as needed: a running title and the header on each. */
function goods(doc: PDFKit.PDFDocument, view: DdtView, w: Words, top: number, title: string) {
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
    doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.margin + CONTENT, y)
      .strokeColor(LINE)
      .lineWidth(0.4)
      .stroke();
  }
  return y + 12;
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
