import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { HttpError, msg } from '../lib/errors';

/**
 * Serves the built SPA (`dist/`) and the uploads area; any other GET that is not under /api
 * answers index.html so that deep links (/registry/general/edit/3) load the app.
 */
async function spaPlugin(app: FastifyInstance, opts: { distDir: string; uploadsDir: string }) {
  fs.mkdirSync(opts.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
  });
  const hasSpa = fs.existsSync(path.join(opts.distDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      prefix: '/',
      index: 'index.html',
      // The build writes `x.br` and `x.gz` beside each file (scripts/precompress.ts): sent as
      // they are when the client accepts them, the file itself otherwise.
      preCompressed: true,
      cacheControl: false,
      // Vite names assets by content hash: they never change, so browsers may keep them;
      // index.html names the current ones, so it is revalidated every time.
      setHeaders: (res, file) => {
        const served = file.replace(/\.(br|gz)$/, '');
        if (served.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else if (served.endsWith('index.html')) {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    // A page of the app (a deep link), not a missing asset, upload or API path.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|uploads|assets)(\/|$)/.test(pathname) &&
      !/\.\w{1,8}$/.test(pathname);
    if (isPage && hasSpa) {
      return reply
        .type('text/html')
        .header('cache-control', 'no-cache')
        .sendFile('index.html', opts.distDir);
    }
    throw new HttpError(404, msg('route_not_found', { method: request.method, path: pathname }));
  });
}

export default fp(spaPlugin, { name: 'spa' });
