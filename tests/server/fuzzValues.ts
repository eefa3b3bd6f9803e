/**
 * The hostile values of the fuzz test (tests/server/fuzz.test.ts): what a careless or malicious
 * client may put in a body field, a query parameter, a path id, a form field or a file.
 * Deterministic: the sampling uses a seeded generator, so a failure replays exactly.
 */

/** mulberry32: a small seeded PRNG, enough to sample the same variations on every run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export type Random = ReturnType<typeof seededRandom>;

/** `count` distinct items of `list`, in a seeded order. */
export function sample<T>(list: readonly T[], count: number, random: Random): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, count);
}

export interface Hostile {
  label: string;
  value: unknown;
}

const MEGABYTE = 'x'.repeat(1024 * 1024);

/** Sent to every slot: the characters PostgreSQL refuses or garbles, and the wrong shapes. */
export const CORE_VALUES: Hostile[] = [
  { label: 'NUL', value: 'a\u0000b' },
  { label: 'C0 control', value: 'a\u0001b' },
  { label: 'lone surrogate', value: 'a\uD800b' },
  { label: 'null', value: null },
  { label: 'object', value: { a: 1 } },
];

/** Sampled per slot (a few each run, the same few every run). */
export const MORE_VALUES: Hostile[] = [
  { label: 'lone low surrogate', value: '\uDFFF' },
  { label: 'DEL', value: 'a\u007fb' },
  { label: 'escape', value: '\u001b[31m' },
  { label: 'RTL override', value: '\u202Eabc' },
  { label: 'only NUL', value: '\u0000' },
  { label: 'empty', value: '' },
  { label: 'spaces', value: '   ' },
  { label: '1 MB string', value: MEGABYTE },
  { label: '100 kB string', value: MEGABYTE.slice(0, 100_000) },
  { label: 'array', value: [1, 'a'] },
  { label: 'empty array', value: [] },
  { label: 'true', value: true },
  { label: 'zero', value: 0 },
  { label: 'minus one', value: -1 },
  { label: 'negative zero', value: -0 },
  { label: 'fraction', value: 1.5 },
  { label: '1e308', value: 1e308 },
  { label: '-1e308', value: -1e308 },
  { label: '2^63', value: 2 ** 63 },
  { label: '2^31', value: 2 ** 31 },
  { label: '1e20 as text', value: '99999999999999999999' },
  { label: 'NaN as text', value: 'NaN' },
  { label: 'Infinity as text', value: 'Infinity' },
  { label: '-0 as text', value: '-0' },
  { label: '1e308 as text', value: '1e308' },
  { label: 'huge decimal', value: '123456789012345678901234567890.123456789012345' },
  { label: 'hex', value: '0x1F' },
  { label: 'decimal comma', value: '1,5' },
  { label: 'impossible date', value: '2026-02-30' },
  { label: 'zero date', value: '0000-00-00' },
  { label: 'year zero', value: '0000-01-01' },
  { label: 'five-digit year', value: '99999-01-01' },
  { label: 'month 13', value: '2026-13-01' },
  { label: 'timestamp', value: '2026-01-01T25:61:00Z' },
  { label: 'SQL', value: "'; drop table articles; --" },
  { label: 'LIKE wildcards', value: '%_\\' },
  { label: 'markup', value: '<script>alert(1)</script>' },
  { label: '__proto__ text', value: '__proto__' },
  {
    label: 'prototype keys',
    value: JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}'),
  },
  { label: 'emoji', value: '😀'.repeat(300) },
];

/** Raw (already URL-encoded) values for query parameters: what a hand-made URL may carry. */
export const QUERY_VALUES: string[] = [
  'a%00b',
  'a%01b',
  '%ED%A0%80',
  '%00',
  '%7F',
  '%FF%FE',
  '%',
  '%zz',
  '%E2%80%AE',
  '',
  '-1',
  '0',
  '-0',
  '1.5',
  'abc',
  'NaN',
  '1e308',
  '99999999999999999999',
  '2026-02-30',
  '0000-00-00',
  '99999-01-01',
  '__proto__',
  'x'.repeat(100_000),
];

/** Raw path segments for `{id}`-like parameters. */
export const PATH_VALUES: string[] = [
  '0',
  '-1',
  '99999999999999999999',
  '2147483648',
  '9007199254740993',
  'abc',
  '1.5',
  '1e3',
  '0x1',
  '%201',
  '%00',
  '1%00',
  '%ED%A0%80',
  'NaN',
  'Infinity',
  '__proto__',
];

/** Whole JSON bodies that are not what any operation expects. */
export const RAW_BODIES: { label: string; payload: string | Buffer; type: string }[] = [
  { label: 'JSON null', payload: 'null', type: 'application/json' },
  { label: 'JSON array', payload: '[{"a":1}]', type: 'application/json' },
  { label: 'JSON string', payload: '"x"', type: 'application/json' },
  { label: 'JSON number', payload: '1e308', type: 'application/json' },
  { label: 'truncated JSON', payload: '{"a":', type: 'application/json' },
  { label: 'empty JSON', payload: '', type: 'application/json' },
  { label: '__proto__ key', payload: '{"__proto__":{"polluted":1}}', type: 'application/json' },
  {
    label: 'constructor.prototype key',
    payload: '{"constructor":{"prototype":{"polluted":1}}}',
    type: 'application/json',
  },
  { label: 'deep nesting', payload: '['.repeat(5000) + ']'.repeat(5000), type: 'application/json' },
  { label: 'escaped NUL key', payload: '{"\\u0000":"\\u0000"}', type: 'application/json' },
  { label: 'BOM', payload: '\uFEFF{}', type: 'application/json' },
  {
    label: 'invalid UTF-8',
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    type: 'application/json',
  },
  { label: 'UTF-16 charset', payload: '{}', type: 'application/json; charset=utf-16' },
  { label: 'text/plain', payload: 'hello', type: 'text/plain' },
  { label: 'XML', payload: '<a/>', type: 'application/xml' },
  { label: 'url-encoded', payload: 'a=b&c=%00', type: 'application/x-www-form-urlencoded' },
  { label: 'multipart without boundary', payload: 'x', type: 'multipart/form-data' },
  { label: 'octet-stream', payload: '\u0000\u0001', type: 'application/octet-stream' },
  // Over the 1 MB body limit: 413 JSON, whatever the route reads.
  { label: '2 MB JSON', payload: `{"a":"${'x'.repeat(2_000_000)}"}`, type: 'application/json' },
  {
    label: '2 MB form data',
    payload: `--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n${'x'.repeat(2_000_000)}\r\n--b--\r\n`,
    type: 'multipart/form-data; boundary=b',
  },
];

/** An object nested `depth` levels deep (`{a: {a: ...}}`), built without recursion. */
export function deepObject(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = { a: 1 };
  for (let i = 1; i < depth; i++) value = { a: value };
  return value;
}

/** Request headers worth a try on every operation (one sampled per operation). */
export const HEADER_VALUES: { label: string; headers: Record<string, string> }[] = [
  { label: 'company header text', headers: { 'x-company-id': 'abc' } },
  { label: 'company header huge', headers: { 'x-company-id': '99999999999999999999' } },
  { label: 'company header negative', headers: { 'x-company-id': '-1' } },
  { label: 'company header list', headers: { 'x-company-id': '1,2' } },
  { label: 'accept-language garbage', headers: { 'accept-language': '*;q=abc,,;;' } },
  { label: 'accept-language huge', headers: { 'accept-language': 'x-'.repeat(4000) } },
];

/** A file part's hostile contents and names (for the multipart operations). */
export const FILES: { label: string; filename: string; type: string; content: Buffer }[] = [
  { label: 'empty file', filename: 'a.csv', type: 'text/csv', content: Buffer.alloc(0) },
  {
    label: 'CSV with NUL and controls',
    filename: 'a.csv',
    type: 'text/csv',
    content: Buffer.from('code;description;price\nA\u0000;x\u0001y;1\nB;\uD800;1e308\n'),
  },
  {
    label: 'random bytes',
    filename: 'a.xlsx',
    type: 'application/octet-stream',
    content: Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7919) % 256)),
  },
  {
    label: 'PNG signature only',
    filename: '\u0000../../x.png',
    type: 'image/png',
    content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
  },
  {
    label: 'zip signature only',
    filename: 'a.xlsx',
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    content: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]),
  },
];

/** A short description of a value for a failure report (never a megabyte of x). */
export function describe(value: unknown): string {
  const text =
    typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? 'undefined');
  return text.length > 80 ? `${text.slice(0, 60)}… (${text.length} chars)` : text;
}
