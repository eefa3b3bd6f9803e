import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/**
 * Compresses answers over 1 kB (JSON lists, records, XML) with brotli or gzip, as the client's
 * `Accept-Encoding` asks. Registered before the routes: it hooks each route as it is added.
 * Types that are compressed already (PDF, zip, images) and answers that carry a
 * `Content-Encoding` (the SPA's files compressed at build, server/plugins/spa.ts) are sent as
 * they are. Request bodies are not decompressed: uploads arrive as sent.
 */
async function compressPlugin(app: FastifyInstance) {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}

export default fp(compressPlugin, { name: 'compress' });
