import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonRecord, listQuery, text } from '../../../contract/common';
import { issueMessage } from '../../../contract/messages';
import {
  MAX_JSON_DEPTH,
  hasForbiddenCharacters,
  isStorableJson,
  jsonDepth,
} from '../../../contract/validators';

describe('characters no text field keeps', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['a C0 control', 'a\u0001b'],
    ['escape', '\u001b[31m'],
    ['DEL', 'a\u007f'],
    ['a lone high surrogate', 'a\uD800'],
    ['a lone low surrogate', '\uDC00b'],
    ['surrogates in the wrong order', '\uDE00\uD83D'],
  ])('%s is refused, in one line and in many', (_, value) => {
    expect(hasForbiddenCharacters(value)).toBe(true);
    expect(hasForbiddenCharacters(value, true)).toBe(true);
  });

  it('tab and line breaks only in multi-line text', () => {
    for (const value of ['a\tb', 'a\nb', 'a\r\nb']) {
      expect(hasForbiddenCharacters(value)).toBe(true);
      expect(hasForbiddenCharacters(value, true)).toBe(false);
    }
  });

  it('accents, emoji, right-to-left marks and non-breaking spaces are text', () => {
    expect(hasForbiddenCharacters('Città 😀 \u202Bשלום\u202C\u00a0€')).toBe(false);
  });
});

describe('the shared text schema', () => {
  it('refuses with our key, and chains like z.string()', () => {
    const name = text().trim().max(5, 'validation.too_long');
    expect(name.parse('  abc ')).toBe('abc');
    const { error } = name.safeParse('a\u0000');
    expect(error?.issues.map(issueMessage)).toEqual(['validation.control_characters']);
    expect(text({ multiline: true }).parse('a\nb')).toBe('a\nb');
  });

  it('guards the search of every list', () => {
    const query = listQuery(['name']);
    expect(query.safeParse({ q: 'rossi' }).success).toBe(true);
    const { error } = query.safeParse({ q: '\u0000' });
    expect(error?.issues.map((i) => [i.path, issueMessage(i)])).toEqual([
      [['q'], 'validation.control_characters'],
    ]);
  });

  it('names a refused key of a map with the key schema’s message', () => {
    const { error } = z.object({ map: z.record(text(), z.string()) }).safeParse({
      map: { 'a\u0000': 'x' },
    });
    expect(error?.issues.map(issueMessage)).toEqual(['validation.control_characters']);
  });
});

describe('free-form JSON', () => {
  it('checks every key and text at any depth', () => {
    expect(isStorableJson({ a: ['x', { b: 'riga\nriga' }], n: 1, f: false, z: null })).toBe(true);
    expect(isStorableJson({ a: ['x', { b: '\u0000' }] })).toBe(false);
    expect(isStorableJson({ a: { 'k\uD800': 1 } })).toBe(false);
  });

  it('measures nesting, and a record refuses the too deep', () => {
    expect(jsonDepth('x')).toBe(0);
    expect(jsonDepth({ a: 1 })).toBe(1);
    expect(jsonDepth({ a: [{ b: 1 }] })).toBe(3);
    let deep: unknown = 1;
    for (let i = 0; i < MAX_JSON_DEPTH; i++) deep = { deep };
    expect(jsonRecord.safeParse(deep).success).toBe(true);
    expect(jsonRecord.safeParse({ deep }).success).toBe(false);
  });
});
