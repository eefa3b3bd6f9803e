import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { HttpError, msg } from './errors';

/** Where the uploads area is served (server/plugins/spa.ts); the SPA may point elsewhere. */
export const UPLOADS_URL = '/uploads/';
/** Images larger than this answer 413 (the multipart limit is higher, for imports). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const startsWith = (data: Uint8Array, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, i) => data[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image types accepted, known by their first bytes (never by name or declared type). */
const IMAGE_SIGNATURES: { extension: string; matches: (data: Uint8Array) => boolean }[] = [
  {
    extension: 'png',
    matches: (d) => startsWith(d, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { extension: 'jpg', matches: (d) => startsWith(d, [0xff, 0xd8, 0xff]) },
  {
    extension: 'gif',
    matches: (d) => startsWith(d, ascii('GIF87a')) || startsWith(d, ascii('GIF89a')),
  },
  {
    extension: 'webp',
    matches: (d) => startsWith(d, ascii('RIFF')) && startsWith(d, ascii('WEBP'), 8),
  },
];

/** The file extension of an accepted image, or null when the content is not one. */
export function imageExtension(data: Uint8Array): string | null {
  return IMAGE_SIGNATURES.find((signature) => signature.matches(data))?.extension ?? null;
}

/** Checks an uploaded image: too large -> 413, not PNG/JPEG/WebP/GIF -> 415. */
export function checkImage(data: Uint8Array): string {
  if (data.length > MAX_IMAGE_BYTES) {
    throw new HttpError(413, msg('image_too_large', { megabytes: MAX_IMAGE_BYTES / 1024 / 1024 }));
  }
  const extension = imageExtension(data);
  if (!extension) throw new HttpError(415, msg('image_type'));
  return extension;
}

/** A stored file's public URL path (`/uploads/<company>/articles/<name>.png`). */
export const uploadUrl = (relative: string | null) =>
  relative === null ? null : `${UPLOADS_URL}${relative}`;

/**
 * The uploads area on disk (`$DATA_DIR/uploads`): each company has a folder of its own and
 * files get random names, so one company's files are never guessed or overwritten by another.
 * Paths kept in the database are relative to the root.
 */
export function uploadStore(root: string) {
  const resolve = (relative: string) => {
    const full = path.resolve(root, relative);
    if (!full.startsWith(path.resolve(root) + path.sep))
      throw new Error(`Outside uploads: ${relative}`);
    return full;
  };
  return {
    /** Writes `data` as `<companyId>/<folder>/<random>.<extension>`; answers that path. */
    async save(companyId: number, folder: string, data: Uint8Array, extension: string) {
      const relative = path.posix.join(
        String(companyId),
        folder,
        `${crypto.randomBytes(16).toString('hex')}.${extension}`,
      );
      const full = resolve(relative);
      await fs.mkdir(path.dirname(full), { recursive: true });
      await fs.writeFile(full, data, { flag: 'wx' });
      return relative;
    },
    /** Deletes a stored file; one already gone is fine. */
    async remove(relative: string | null) {
      if (!relative) return;
      await fs.rm(resolve(relative), { force: true });
    },
  };
}
export type UploadStore = ReturnType<typeof uploadStore>;
