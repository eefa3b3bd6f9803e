import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';

/**
 * `multipart/form-data` bodies (price lists, customer articles, article updates with files):
 * fields arrive in `request.body` as plain values, so the routes' zod schemas validate them
 * like JSON. Sizes are bounded; larger uploads answer 413.
 */
async function multipartPlugin(app: FastifyInstance) {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fields: 100, fieldSize: 64 * 1024, files: 1, fileSize: 20 * 1024 * 1024, parts: 110 },
  });
}

export default fp(multipartPlugin, { name: 'multipart' });
