import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

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
      wildcard: false,
      index: false,
      // Vite names assets by content hash: they never change, so browsers may keep them.
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api') &&
      !request.url.startsWith('/uploads');
    if (isPage && hasSpa)
      return reply
        .type('text/html')
        .header('cache-control', 'no-cache')
        .sendFile('index.html', opts.distDir);
    return reply
      .status(404)
      .send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}

export default fp(spaPlugin, { name: 'spa' });
