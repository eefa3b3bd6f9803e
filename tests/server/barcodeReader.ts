import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Reads a PDF back as a scanner would: `pdftoppm` (poppler-utils) renders each page at
 * `dpi`, `zbarimg` (zbar-tools) decodes every barcode on it. Both are installed by `.ci/run`.
 * Answers, per page, the decoded texts (sorted) and the page as a grey bitmap.
 */
export async function readBarcodes(pdf: Buffer, dpi = 300) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'labels-'));
  try {
    await fs.writeFile(path.join(dir, 'labels.pdf'), pdf);
    await run('pdftoppm', ['-r', String(dpi), '-png', 'labels.pdf', 'page'], { cwd: dir });
    await run('pdftoppm', ['-r', String(dpi), '-gray', 'labels.pdf', 'grey'], { cwd: dir });
    const files = (await fs.readdir(dir)).sort();
    const pngs = files.filter((f) => f.startsWith('page') && f.endsWith('.png'));
    const greys = files.filter((f) => f.startsWith('grey') && f.endsWith('.pgm'));
    return await Promise.all(
      pngs.map(async (png, i) => {
        // Exit code 4: no barcode found (an empty list, then).
        const { stdout } = await run('zbarimg', ['--raw', '-q', png], { cwd: dir }).catch(
          (error: { code?: number; stdout?: string }) => {
            if (error.code === 4) return { stdout: '' };
            throw error;
          },
        );
        return {
          codes: stdout.split('\n').filter(Boolean).sort(),
          bitmap: parsePgm(await fs.readFile(path.join(dir, greys[i]))),
        };
      }),
    );
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

export interface Bitmap {
  width: number;
  height: number;
  /** One byte a pixel, 0 black to 255 white, row after row. */
  pixels: Uint8Array;
}

/** A binary PGM (P5, 8 bits), as `pdftoppm -gray` writes it. */
function parsePgm(data: Buffer): Bitmap {
  const header = data.subarray(0, 64).toString('latin1');
  const match = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(header);
  if (!match) throw new Error('not a binary PGM');
  const [width, height] = [Number(match[1]), Number(match[2])];
  return {
    width,
    height,
    pixels: data.subarray(match[0].length, match[0].length + width * height),
  };
}

/**
 * The longest vertical run of dark pixels in the bitmap, in pixels: the height of the tallest
 * bars (text and rules are far shorter; the frames are grey or horizontal).
 */
export function tallestBar({ width, height, pixels }: Bitmap): number {
  let best = 0;
  for (let x = 0; x < width; x++) {
    let run = 0;
    for (let y = 0; y < height; y++) {
      run = pixels[y * width + x] < 128 ? run + 1 : 0;
      if (run > best) best = run;
    }
  }
  return best;
}
