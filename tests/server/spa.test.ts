import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gestionale-dist-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Gestionale</title>');
  fs.writeFileSync(path.join(distDir, 'assets', 'app-1234.js'), 'console.log(1)');
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
