import { printedVat } from '../../../../contract/vat-formats';
import type { PdfFormat } from '../../../lib/pdf/format';
import type { PdfWords } from '../../../lib/pdf/words';
import { CONTENT, GREY, LINE, PAGE } from '../../../lib/pdf/layout';
import { partyLines } from '../../../lib/pdf/party';
import type { DdtWords } from './ddt-words';
import type { DdtView } from './ddt-view';

// The DDT's framed boxes: the parties side by side and the transport's facts (ddt-render.ts).

/** Where the DDT's words come from: its own, and the document PDF's shared ones. */
export interface Words {
  ddt: DdtWords;
  pdf: PdfWords;
  format: PdfFormat;
  time: Intl.DateTimeFormat;
  font: { regular: string; bold: string };
}

/** A framed box with a small grey caption and lines of text; answers its bottom. */
export function box(
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
export function parties(doc: PDFKit.PDFDocument, view: DdtView, w: Words, top: number): number {
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

export const plain = (text: string) => ({ text });

/** The transport's facts in a grid of boxes: causale, porto, by, start; then the shipment. */
export function facts(doc: PDFKit.PDFDocument, view: DdtView, w: Words, top: number): number {
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
    // A row's boxes as high as its highest (a long causale may wrap): text, then frames.
    const bottom = Math.max(
      ...row.map(([caption, value], i) =>
        box(
          doc,
          w,
          { x: PAGE.margin + i * width, y, width, minHeight: 30, frame: false },
          caption,
          [{ text: value, bold: true }],
        ),
      ),
    );
    row.forEach((_, i) => frame(doc, PAGE.margin + i * width, y, width, bottom - y));
    y = bottom;
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
