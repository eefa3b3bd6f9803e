import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';

/** The name each uploaded file had on the client, by its buffer in `request.body`. */
const fileNames = new WeakMap<Uint8Array, string>();
/** The client's name of an uploaded file (`request.body.file`), when it sent one. */
export const uploadedFileName = (data: Uint8Array): string | null => fileNames.get(data) ?? null;

/**
 * `multipart/form-data` bodies (price lists, customer articles, article updates with files):
 * fields arrive in `request.body` as plain values, so the routes' zod schemas validate them
 * like JSON. Sizes are bounded; larger uploads answer 413. A route may take several files
 * (`config.multipartOptions.limits`).
 */
async function multipartPlugin(app: FastifyInstance) {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fields: 100, fieldSize: 64 * 1024, files: 1, fileSize: 20 * 1024 * 1024, parts: 110 },
    async onFile(part) {
      const data = await part.toBuffer();
      if (part.filename) fileNames.set(data, part.filename);
    },
  });
}

export default fp(multipartPlugin, { name: 'multipart' });
