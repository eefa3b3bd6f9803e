import zlib from 'node:zlib';
import { HttpError, msg } from './errors';
import { LIMITS, tooLargeUnpacked } from './spreadsheet/limits';

/** An entry of a zip archive held in memory: where its data starts, how it is stored, its sizes. */
export interface ZipEntry {
  name: string;
  method: number;
  start: number;
  compressedSize: number;
  /** The uncompressed size the central directory declares: a first check, never trusted. */
  size: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** Bytes handed out at a time: what a parser takes in one step. */
const CHUNK = 64 * 1024;
const notReadable = () => new HttpError(415, msg('import.damaged_xlsx'));

/**
 * The entries of a zip archive, read from its central directory (no zip64: files are small).
 * Refused before anything is inflated: too many entries, or sizes declared past the limits.
 */
export function zipEntries(data: Buffer): Map<string, ZipEntry> {
  let end = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 22 - 0xffff); i--) {
    if (data.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) throw notReadable();
  const count = data.readUInt16LE(end + 10);
  if (count > LIMITS.zipEntries)
    throw new HttpError(413, msg('import.too_many_entries', { max: LIMITS.zipEntries }));
  let at = data.readUInt32LE(end + 16);
  let total = 0;
  const entries = new Map<string, ZipEntry>();
  for (let n = 0; n < count; n++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL) throw notReadable();
    const nameLength = data.readUInt16LE(at + 28);
    const name = data.toString('utf8', at + 46, at + 46 + nameLength);
    const local = data.readUInt32LE(at + 42);
    if (local + 30 > data.length || data.readUInt32LE(local) !== LOCAL) throw notReadable();
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    const compressedSize = data.readUInt32LE(at + 20);
    if (start + compressedSize > data.length) throw notReadable();
    const size = data.readUInt32LE(at + 24);
    checkDeclared(size, compressedSize, (total += size));
    entries.set(name, { name, method: data.readUInt16LE(at + 10), start, compressedSize, size });
    at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return entries;
}

function checkDeclared(size: number, compressedSize: number, total: number) {
  if (size > LIMITS.entryBytes) throw tooLargeUnpacked(LIMITS.entryBytes);
  if (total > LIMITS.fileBytes) throw tooLargeUnpacked(LIMITS.fileBytes);
  if (size > LIMITS.ratioFrom && size > LIMITS.ratio * compressedSize)
    throw new HttpError(413, msg('import.compression_ratio', { max: LIMITS.ratio }));
}

/**
 * The uncompressed bytes of an entry, 64 kB at a time. Inflating runs in Node's zlib (off the
 * event loop, native) and waits while the reader works, so memory stays bounded whatever the
 * entry expands to. The real bytes are counted: past the size the entry declares (which the
 * limits were checked on), the file is lying and is refused as damaged; an entry declared
 * larger than `maxBytes` is refused before it is opened.
 */
export async function* entryChunks(
  data: Buffer,
  entry: ZipEntry,
  maxBytes: number = LIMITS.entryBytes,
): AsyncGenerator<Uint8Array> {
  if (entry.size > maxBytes) throw tooLargeUnpacked(maxBytes);
  const body = data.subarray(entry.start, entry.start + entry.compressedSize);
  if (entry.method === 0) {
    if (body.length > entry.size) throw notReadable();
    for (let at = 0; at < body.length; at += CHUNK) yield body.subarray(at, at + CHUNK);
    return;
  }
  if (entry.method !== 8) throw notReadable();
  const inflate = zlib.createInflateRaw({ chunkSize: CHUNK });
  inflate.end(body);
  let inflated = 0;
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      inflated += chunk.length;
      if (inflated > entry.size) throw notReadable();
      yield chunk;
    }
  } catch (error) {
    throw error instanceof HttpError ? error : notReadable();
  } finally {
    inflate.destroy();
  }
}
