/**
 * Brotli and gzip copies of the built SPA, written beside each file (`x.js.br`, `x.js.gz`), so
 * that the server sends them as they are (`@fastify/static`'s `preCompressed`, server/plugins/
 * spa.ts) instead of compressing on every request. Done once at build, at the best ratio.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the browser gets (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `.br` and `.gz` beside every compressible file of `dir`; a copy no smaller than the
 * file is not written (the server then sends the file). Answers the files compressed.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const files = await filesUnder(dir);
  await Promise.all(
    files.map(async (file) => {
      const data = await fs.readFile(file);
      const params = {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      };
      const copies: [string, Buffer][] = [
        ['.br', await brotli(data, { params })],
        ['.gz', await gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION })],
      ];
      for (const [extension, copy] of copies) {
        if (copy.length < data.length) await fs.writeFile(file + extension, copy);
      }
    }),
  );
  return files;
}

/** The Vite plugin: compresses `build.outDir` once the build has written it. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'gestionale:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
