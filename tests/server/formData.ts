/** A file part of a form: the field, the bytes, and the name and type the browser sends. */
export interface FilePart {
  field: string;
  data: Buffer;
  filename: string;
  type?: string;
}

/** A `multipart/form-data` body for `app.inject()`, the way a browser's FormData sends it. */
export function formData(
  fields: Record<string, string | number>,
  files?: FilePart | readonly FilePart[],
) {
  const boundary = `----gestionale${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  for (const file of files ? [files].flat() : []) {
    const type = file.type ?? 'application/octet-stream';
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
