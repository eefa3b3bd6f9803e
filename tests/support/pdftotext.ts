import { execFile } from 'node:child_process';

/**
 * The text of a PDF as poppler's `pdftotext -layout` reads it (a real reader, not the code
 * that wrote it), whitespace runs folded to one space.
 */
export function pdftotext(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'pdftotext',
      ['-layout', '-enc', 'UTF-8', '-', '-'],
      { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(stdout.replace(/\s+/g, ' '))),
    );
    child.stdin!.end(pdf);
  });
}
