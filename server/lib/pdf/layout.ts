import { FONTS } from './fonts';

// The page geometry, fonts and colours of a document's PDF (render.ts, letterhead.ts).

// Fonts are registered under their PostScript names: under another name pdfkit would open the
// font again on every switch (see useFonts in fonts.ts).
const postscriptName = (font: string) =>
  (font as unknown as { postscriptName: string }).postscriptName;
export const FONT = {
  regular: postscriptName(FONTS.regular()),
  bold: postscriptName(FONTS.bold()),
};

export const PAGE = { width: 595.28, height: 841.89, margin: 40 };
export const CONTENT = PAGE.width - 2 * PAGE.margin;
export const BOTTOM = PAGE.height - PAGE.margin - 24; // room for the footer
export const GREY = '#555555';
export const LINE = '#cccccc';
/** What is overdue (statements, reminders). */
export const RED = '#b00020';
