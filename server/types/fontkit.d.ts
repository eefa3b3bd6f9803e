/** The part of fontkit (pdfkit's font engine, no published types) that the PDF renderer uses. */
declare module 'fontkit' {
  export interface Font {
    layout(text: string): unknown;
    createSubset(): unknown;
  }
  export function create(data: Buffer | Uint8Array, postscriptName?: string): Font;
}
