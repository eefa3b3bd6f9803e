// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Nothing in server/ hands a user an English sentence: HttpError, conflict, notFound,
 * staleVersion, invalidInput and `message:` of a reply take catalogue keys
 * (contract/messages/server), never text. `SERVER_DIR` points the check at another tree
 * (it was run against the code before the keys, and failed there).
 */
const root = path.resolve(process.env.SERVER_DIR ?? path.join(__dirname, '../../server'));

const CALL =
  /\b(new HttpError\(\s*\d+\s*,|conflict\(|notFound\(|staleVersion\(|invalidInput\(|message\s*:)\s*(['"`])((?:\\.|(?!\2)[^\\])*)\2/g;
// A constant in capitals given as the message (`new HttpError(401, INVALID_CREDENTIALS)`).
const CONSTANT = /\b(new HttpError\(\s*\d+\s*,|conflict\()\s*([A-Z][A-Z0-9_]{2,})\b/g;
// Keys look like `not_found.article`; a sentence has spaces or capitals.
const isSentence = (text: string) => /\s|[A-Z]/.test(text);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

function findings(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const at = (index: number) =>
    `${path.relative(root, file)}:${text.slice(0, index).split('\n').length}`;
  const found: string[] = [];
  for (const match of text.matchAll(CALL)) {
    if (isSentence(match[3])) found.push(`${at(match.index)} ${match[1]} ${match[2]}${match[3]}`);
  }
  for (const match of text.matchAll(CONSTANT)) {
    found.push(`${at(match.index)} ${match[1]} ${match[2]}`);
  }
  return found;
}

describe('the server', () => {
  it('passes no English sentence straight to users', () => {
    const found = sources(root).flatMap(findings);
    expect(found, found.join('\n')).toEqual([]);
  });
});
