import bwipjs from 'bwip-js/node';

/**
 * Barcodes drawn as vector bars. bwip-js (the PostScript Barcode Writer ported to JS) encodes
 * the symbol and checks it (a wrong SSCC check digit throws); its `raw` output gives the
 * bar/space widths in modules, which are drawn here as rectangles: sharp at any printer's
 * resolution, no bitmap to encode, and about 1 ms per symbol.
 */
export type Symbology = 'code128' | 'gs1-128';

/**
 * Bar/space widths in modules, starting with a bar. GS1-128 is drawn as Code 128 with FNC1
 * first (`(00)123...` -> FNC1 00123...): the same symbol bwip-js' `gs1-128` makes (a unit
 * test compares them) at a sixth of the cost, which its AI checks take; the SSCC's check
 * digit is ours (sscc.ts, unit-tested).
 */
export function barWidths(symbology: Symbology, text: string): number[] {
  const options =
    symbology === 'gs1-128'
      ? { bcid: 'code128', text: `^FNC1${text.replace(/[()]/g, '')}`, parsefnc: true }
      : { bcid: 'code128', text };
  const [symbol] = bwipjs.raw(options) as { sbs: number[] }[];
  return symbol.sbs;
}

const n = (value: number) => value.toFixed(3).replace(/\.?0+$/, '');

export interface BarcodeBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Draws the bars centred in `box`, as wide as fits with a quiet zone of 10 modules each side
 * (never wider than `maxModule` points a module). Answers the bars' width.
 */
export function drawBars(
  doc: PDFKit.PDFDocument,
  widths: number[],
  box: BarcodeBox,
  maxModule = 1.4,
): number {
  const modules = widths.reduce((sum, w) => sum + w, 0);
  const module = Math.min(box.width / (modules + 20), maxModule);
  const total = module * modules;
  let x = box.x + (box.width - total) / 2;
  // One content string for all the bars (pdfkit's `rect` writes one chunk per bar).
  const bars: string[] = [];
  widths.forEach((w, i) => {
    if (i % 2 === 0) bars.push(`${n(x)} ${n(box.y)} ${n(w * module)} ${n(box.height)} re`);
    x += w * module;
  });
  doc.fillColor('black');
  doc.addContent(`${bars.join(' ')} f`);
  return total;
}
