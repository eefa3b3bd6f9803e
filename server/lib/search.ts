/** `text%` for LIKE: starts with the text, lower-cased, the user's own % _ and \ taken literally. */
export function prefixPattern(text: string): string {
  return `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `%text%` for LIKE, lower-cased, with the user's own % _ and \ taken literally. */
export function likePattern(text: string): string {
  return `%${prefixPattern(text)}`;
}
