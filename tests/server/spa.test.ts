import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gestionale-dist-'));
// A page and a script of some kilobytes, as the build writes them, with their compressed copies.
const indexHtml = `<!doctype html><title>Gestionale</title>${'<link rel="modulepreload" href="/assets/app-1234.js">'.repeat(20)}`;
const script = Array.from({ length: 400 }, (_, i) => `export const label${i} = 'label ${i}';`).join(
  '\n',
);
const decode: Record<string, (data: Buffer) => Buffer> = {
  br: zlib.brotliDecompressSync,
  gzip: zlib.gunzipSync,
};
/** The copy the build wrote, byte for byte: sent as it is, not compressed per request. */
const copy = (file: string, encoding: string) =>
  fs.readFileSync(path.join(distDir, `${file}.${encoding === 'br' ? 'br' : 'gz'}`));

beforeAll(async () => {
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(distDir, 'assets', 'app-1234.js'), script);
  await precompressDir(distDir);
  t = await createTestApp({ distDir });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('serving the SPA', () => {
  it('answers index.html for / and for deep links, never cached', async () => {
    for (const url of ['/', '/registry/general/edit/3', '/login?redirect=%2Fregistry']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Gestionale</title>');
    }
  });

  it('sends the page compressed at build, still revalidated, for / and for deep links', async () => {
    for (const [url, encoding] of [
      ['/', 'br'],
      ['/index.html', 'gzip'],
      ['/registry/general/edit/3', 'br'],
      ['/orders', 'gzip'],
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': `${encoding}, deflate` },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe(encoding);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.rawPayload.equals(copy('index.html', encoding)), url).toBe(true);
      expect(decode[encoding](response.rawPayload).toString(), url).toBe(indexHtml);
    }
  });

  it('sends a hashed asset as the brotli or gzip copy the client accepts, kept for a year', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/assets/app-1234.js',
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers['content-type'], accept).toMatch(/javascript/);
      expect(response.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(response.rawPayload.equals(copy('assets/app-1234.js', encoding)), accept).toBe(true);
      expect(response.rawPayload.length, accept).toBeLessThan(script.length / 3);
      expect(decode[encoding](response.rawPayload).toString(), accept).toBe(script);
    }
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toBe(script);
    }
  });

  it('serves hashed assets with a long cache and 404s missing ones (not index.html)', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/app-9999.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found: GET /api/nothing-here' });
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('describes the API as OpenAPI at /api/docs', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(Object.keys(spec.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/login',
        '/api/user/profile',
        '/api/general-regs',
        '/api/general-regs/{id}',
      ]),
    );
  });
});
