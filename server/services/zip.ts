import { Inflate } from 'fflate';
import { HttpError, msg } from '../errors';

/** An entry of a zip archive held in memory: where its data starts and how it is stored. */
export interface ZipEntry {
  name: string;
  method: number;
  start: number;
  compressedSize: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const notReadable = () => new HttpError(415, msg('import.damaged_xlsx'));

/** The entries of a zip archive, read from its central directory (no zip64: files are small). */
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
  let at = data.readUInt32LE(end + 16);
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
    entries.set(name, { name, method: data.readUInt16LE(at + 10), start, compressedSize });
    at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * The uncompressed bytes of an entry, a slice at a time: memory stays bounded whatever the
 * entry expands to (a zip bomb is read, and refused by whoever reads it, chunk by chunk).
 */
export function* entryChunks(data: Buffer, entry: ZipEntry, slice = 64 * 1024) {
  const body = data.subarray(entry.start, entry.start + entry.compressedSize);
  if (entry.method === 0) {
    for (let at = 0; at < body.length; at += slice) yield body.subarray(at, at + slice);
    return;
  }
  if (entry.method !== 8) throw notReadable();
  const out: Uint8Array[] = [];
  const inflate = new Inflate((chunk) => out.push(chunk));
  for (let at = 0; at < body.length; at += slice) {
    try {
      inflate.push(body.subarray(at, at + slice), at + slice >= body.length);
    } catch {
      throw notReadable();
    }
    yield* out.splice(0);
  }
}
