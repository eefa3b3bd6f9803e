import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

// Noto Sans (SIL OFL), embedded and subset by pdfkit: every Italian accent, ő and ű included.
// Parsing a font (its layout tables above all) costs more than drawing a document, so each
// font is parsed once and shared for text layout. The subset embedded in each document comes
// from a private copy, though: fontkit's subsetter writes new glyph ids into the font data of
// composite glyphs (ő, ű...), and a shared copy would print wrong letters in the next document.
const require = createRequire(import.meta.url);
function loadFont(file: string) {
  const data = fs.readFileSync(require.resolve(`@expo-google-fonts/noto-sans/${file}`));
  const shared = fontkit.create(data);
  return () =>
    Object.create(shared, {
      createSubset: { value: () => fontkit.create(Buffer.from(data)).createSubset() },
    }) as string; // pdfkit takes a fontkit font wherever it takes a font's path
}

/** The fonts of every PDF the server makes; call each once per PDF document. */
export const FONTS = {
  regular: loadFont('400Regular/NotoSans_400Regular.ttf'),
  bold: loadFont('700Bold/NotoSans_700Bold.ttf'),
};

/** Collects a pdfkit document's output: the whole file once `end()` has been called. */
export function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * A pdfkit document's fonts, the regular one already current: answers the names to pass to
 * `doc.font()`. They are registered under their PostScript names on purpose: pdfkit caches a
 * font under the name it was asked by, unless a font of the same PostScript name is already
 * open (the constructor's), and then it opens the font again (a private copy, subset and all)
 * on every `doc.font()` call. Under the PostScript name, the cache hits.
 */
export function useFonts(options: PDFKit.PDFDocumentOptions) {
  const regular = FONTS.regular();
  const bold = FONTS.bold();
  const name = (font: string) => (font as unknown as { postscriptName: string }).postscriptName;
  return {
    options: { ...options, font: regular },
    register(doc: PDFKit.PDFDocument) {
      doc.registerFont(name(regular), regular);
      doc.registerFont(name(bold), bold);
      return { regular: name(regular), bold: name(bold) };
    },
  };
}
