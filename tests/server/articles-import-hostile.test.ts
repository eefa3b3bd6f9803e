import zlib from 'node:zlib';
import type { Transform } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formData } from './formData';
import { declaring, emptyRows, GiB, HOSTILE_FILES, MiB } from './hostileCases';
import { row, sheetEntry, workbookParts, xlsx, zip } from './hostileFiles';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
let alfa: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  alfa = await t.signInTo('alfa@example.com', 'Alfa S.r.l.');
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

async function commit(file: Buffer, language = 'it') {
  const form = formData({ mode: 'commit' }, { field: 'file', data: file, filename: 'f.xlsx' });
  return t.app.inject({
    method: 'POST',
    url: '/api/articles/import',
    payload: form.payload,
    headers: { ...alfa, 'accept-language': language, ...form.headers },
  });
}

const articleCount = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/articles?perPage=1', headers: alfa })).json()
    .total as number;

/** Counts what every zlib inflater of the request produces, whoever reads it. */
function countInflated() {
  const counted = { streams: 0, bytes: 0 };
  const create = zlib.createInflateRaw;
  vi.spyOn(zlib, 'createInflateRaw').mockImplementation((options) => {
    const stream: Transform = create(options);
    const push = stream.push.bind(stream);
    counted.streams += 1;
    stream.push = (chunk, encoding) => {
      counted.bytes += chunk?.length ?? 0;
      return push(chunk, encoding);
    };
    return stream as zlib.InflateRaw;
  });
  return counted;
}

// Each file is refused in commit mode, with the status and the Italian message naming the
// limit, and nothing is written (several carry 2,500 valid rows first: one batch of 2,000
// has gone to the database by then, inside the transaction that the refusal rolls back).
describe('POST /api/articles/import refuses hostile files', () => {
  it.each(HOSTILE_FILES)('$name', async ({ build, status, message }) => {
    const before = await articleCount();
    const response = await commit(build());
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toBe(message);
    expect(await articleCount()).toBe(before);
  });

  it('answers in the caller’s language, naming the limit', async () => {
    const response = await commit(Buffer.from(`${'Code,'.repeat(300)}\n`), 'de');
    expect(response.json().message).toBe(
      'Die Datei hat Werte in mehr als 200 Spalten: behalten Sie nur die zu importierenden Spalten',
    );
  });

  it('inflates nothing of a part whose declared size is past the limit', async () => {
    const inflated = countInflated();
    expect((await commit(xlsx([emptyRows(GiB)]))).statusCode).toBe(413);
    expect(inflated.streams).toBe(0);
  });

  it('stops inflating a part soon after it passes its declared size', async () => {
    const inflated = countInflated();
    const lying = zip([...workbookParts(), declaring(MiB, sheetEntry(emptyRows(GiB)))]);
    expect((await commit(lying)).statusCode).toBe(415);
    // The workbook's two small parts, then the sheet: stopped within a few 64 kB chunks of 1 MiB.
    expect(inflated.streams).toBe(3);
    expect(inflated.bytes).toBeGreaterThan(MiB);
    expect(inflated.bytes).toBeLessThan(MiB + 512 * 1024);
  });
});

describe('POST /api/articles/import at the limits', () => {
  it('reads 200 columns and a value of 32,767 characters, and skips empty cells far right', async () => {
    const fillers = Array.from({ length: 197 }, (_, i) => `c${i}`);
    const file = xlsx([
      row(1, ['Codice', 'Descrizione', 'Prezzo', ...fillers]),
      row(2, ['LIM-1', 'Uno', '1', 'x'.repeat(32_767), ...Array(196).fill('v')]),
      row(3, ['LIM-2', 'Due', '2'], '<c r="ZZZZZ3" s="1"/>'),
    ]);
    const response = await commit(file);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().summary).toMatchObject({ rows: 2, create: 2, errors: 0 });
  });
});
