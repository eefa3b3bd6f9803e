import { strToU8, Zip, ZipDeflate } from 'fflate';

/**
 * A zip built one file at a time (fflate, deflate level 6): each file is compressed as it is
 * added, so a caller may let other requests run between files instead of compressing a
 * thousand at the end in one go.
 */
export function zipWriter(mtime: Date) {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, data) => {
    if (error) failure = error;
    else chunks.push(data);
  });
  return {
    add(name: string, text: string) {
      const file = new ZipDeflate(name, { level: 6 });
      file.mtime = mtime;
      zip.add(file);
      file.push(strToU8(text), true);
    },
    finish(): Uint8Array {
      zip.end();
      if (failure) throw failure;
      const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
      let at = 0;
      for (const chunk of chunks) {
        out.set(chunk, at);
        at += chunk.length;
      }
      return out;
    },
  };
}
