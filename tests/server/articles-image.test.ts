import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
let alfa: { authorization: string };
let beta: { authorization: string };
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gestionale-uploads-'));
  t = await createTestApp({ dataDir });
  alfa = await t.signInTo('alfa@example.com', 'Alfa S.r.l.');
  beta = await t.signInTo('admin@example.com', 'Beta S.p.A.');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
  'hex',
);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(32)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'),
  Buffer.alloc(16),
]);

const article = {
  description: 'Staffa zincata',
  unit: 'pz',
  price: '4,50',
  vat_rate: '22',
  lifecycle_status: 2,
  pricing_type: 0,
};

/** A multipart body with the article's fields and, optionally, an `image` file part. */
function form(fields: Record<string, string | number>, image?: Buffer, filename = 'foto.png') {
  const boundary = `----gestionale${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  if (image) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      image,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function createArticle(code: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/articles',
    headers: alfa,
    payload: { ...article, code },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().item as { id: number; version: number; image: string | null };
}

const send = (
  headers: { authorization: string },
  id: number,
  fields: Record<string, string | number>,
  image?: Buffer,
) => {
  const body = form({ _method: 'PUT', ...article, ...fields }, image);
  return t.app.inject({
    method: 'POST',
    url: `/api/articles/${id}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

/** The file behind an `/uploads/...` URL. */
const onDisk = (url: string) => path.join(dataDir, 'uploads', url.replace(/^\/uploads\//, ''));
const filesOf = (dir: string) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
    : [];

describe('article image (form data with _method=PUT)', () => {
  it('stores an uploaded image in a company folder under a random name and serves it', async () => {
    const item = await createArticle('IMG-1');
    expect(item.image).toBeNull();
    const response = await send(alfa, item.id, { code: 'IMG-1', version: 1 }, PNG);
    expect(response.statusCode, response.body).toBe(200);
    const { image, version } = response.json().item;
    expect(version).toBe(2);
    expect(image).toMatch(/^\/uploads\/\d+\/articles\/[0-9a-f]{32}\.png$/);
    expect(fs.readFileSync(onDisk(image))).toEqual(PNG);
    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(PNG);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/articles/${item.id}`,
      headers: alfa,
    });
    expect(one.json().item.image).toBe(image);
  });

  it('replaces the image (the old file is deleted), keeps it on a JSON save, removes it with null', async () => {
    const item = await createArticle('IMG-2');
    const first = (await send(alfa, item.id, { code: 'IMG-2', version: 1 }, PNG)).json().item;
    const second = await send(alfa, item.id, { code: 'IMG-2', version: 2 }, JPEG);
    expect(second.statusCode, second.body).toBe(200);
    const replaced = second.json().item.image;
    expect(replaced).toMatch(/\.jpg$/);
    expect(fs.existsSync(onDisk(first.image))).toBe(false);
    expect(fs.existsSync(onDisk(replaced))).toBe(true);

    const kept = await t.app.inject({
      method: 'PUT',
      url: `/api/articles/${item.id}`,
      headers: alfa,
      payload: { ...article, code: 'IMG-2', description: 'Altra', image: replaced, version: 3 },
    });
    expect(kept.json().item).toMatchObject({ image: replaced, version: 4 });

    const removed = await t.app.inject({
      method: 'PUT',
      url: `/api/articles/${item.id}`,
      headers: alfa,
      payload: { ...article, code: 'IMG-2', image: null, version: 4 },
    });
    expect(removed.json().item).toMatchObject({ image: null, version: 5 });
    expect(fs.existsSync(onDisk(replaced))).toBe(false);
  });

  it('removes the image with an empty image field in form data, and WebP is accepted', async () => {
    const item = await createArticle('IMG-3');
    const webp = (await send(alfa, item.id, { code: 'IMG-3', version: 1 }, WEBP)).json().item;
    expect(webp.image).toMatch(/\.webp$/);
    const cleared = await send(alfa, item.id, { code: 'IMG-3', version: 2, image: '' });
    expect(cleared.json().item.image).toBeNull();
    expect(fs.existsSync(onDisk(webp.image))).toBe(false);
  });

  it('refuses what is not an image by its content (415), whatever its name, and writes nothing', async () => {
    const item = await createArticle('IMG-4');
    const before = filesOf(path.join(dataDir, 'uploads')).length;
    const response = await send(
      alfa,
      item.id,
      { code: 'IMG-4', version: 1 },
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/PNG, JPEG, WebP or GIF/);
    expect(filesOf(path.join(dataDir, 'uploads'))).toHaveLength(before);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/articles/${item.id}`,
      headers: alfa,
    });
    expect(one.json().item).toMatchObject({ image: null, version: 1 });
  });

  it('answers 413 for an image over 5 MB', async () => {
    const item = await createArticle('IMG-5');
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await send(alfa, item.id, { code: 'IMG-5', version: 1 }, big);
    expect(response.statusCode).toBe(413);
  });

  it('a user of Beta gets 404 for an Alfa article, and no file is written', async () => {
    const item = await createArticle('IMG-6');
    const before = filesOf(path.join(dataDir, 'uploads')).length;
    const response = await send(beta, item.id, { code: 'IMG-6', version: 1 }, PNG);
    expect(response.statusCode).toBe(404);
    expect(filesOf(path.join(dataDir, 'uploads'))).toHaveLength(before);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/articles/${item.id}`,
      headers: alfa,
    });
    expect(one.json().item).toMatchObject({ image: null, version: 1 });
  });

  it('answers 400 with per-field errors for malformed form data, 409 for a stale version, writing no file', async () => {
    const item = await createArticle('IMG-7');
    const before = filesOf(path.join(dataDir, 'uploads')).length;
    const invalid = await send(alfa, item.id, { code: '', price: 'abc', version: 'x' }, PNG);
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['code', 'price', 'version']);
    const stale = await send(alfa, item.id, { code: 'IMG-7', version: 7 }, PNG);
    expect(stale.statusCode).toBe(409);
    expect(filesOf(path.join(dataDir, 'uploads'))).toHaveLength(before);
    const broken = await t.app.inject({
      method: 'POST',
      url: `/api/articles/${item.id}`,
      headers: { ...alfa, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="code"\r\n\r\nIMG',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('deleting the article deletes its image', async () => {
    const item = await createArticle('IMG-8');
    const { image } = (await send(alfa, item.id, { code: 'IMG-8', version: 1 }, PNG)).json().item;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/articles/${item.id}`,
      headers: alfa,
    });
    expect(removed.statusCode).toBe(200);
    expect(fs.existsSync(onDisk(image))).toBe(false);
  });
});
