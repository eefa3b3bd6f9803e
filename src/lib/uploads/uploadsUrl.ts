/** Where the API serves the uploads area; the wire's image paths start with it. */
const SERVED_AT = '/uploads/';

/**
 * The address of an uploaded file. The API answers paths under `/uploads/`; when the uploads
 * are served from another host (`VITE_UPLOADS_URL`, ARCHITECTURE "Wire contract"), that base
 * replaces the prefix.
 */
export function uploadsUrl(
  path: string,
  base: string = import.meta.env.VITE_UPLOADS_URL ?? '',
): string {
  if (!base || !path.startsWith(SERVED_AT)) return path;
  return `${base.replace(/\/+$/, '')}/${path.slice(SERVED_AT.length)}`;
}
