import type { RoutePermission } from '../../contract/roles';
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { errors } from './route-errors';

/** How long a browser may reuse the lists without asking (then it asks with If-None-Match). */
const MAX_AGE_SECONDS = 600;

/** An answer made once: its JSON text and the ETag of that text. */
function fixed<S extends z.ZodType>(schema: S, body: z.input<S>) {
  const json = JSON.stringify(schema.parse(body));
  const etag = `"${crypto.createHash('sha256').update(json).digest('base64url').slice(0, 22)}"`;
  return (request: FastifyRequest, reply: FastifyReply): void => {
    // The lists hold translation keys (`enums.*`) and names that are the same in every
    // language; should one ever be translated here, the cache must tell languages apart.
    reply
      .header('cache-control', `private, max-age=${MAX_AGE_SECONDS}`)
      .header('vary', 'Accept-Language')
      .header('etag', etag);
    const known = request.headers['if-none-match'];
    if (known && known.split(/\s*,\s*/).includes(etag)) reply.code(304).send();
    else reply.type('application/json; charset=utf-8').send(json);
  };
}

/**
 * `GET /selects/<name>`: the option lists of a resource's forms (`{selects}`), the same for
 * every record, so sent once and cached by the browser (Cache-Control, ETag, 304) rather than
 * with every record read. A read of one record carries only the lists that depend on it
 * (docs/architecture.md, "Wire contract").
 */
export function selectsRoute<S extends z.ZodType>(
  app: FastifyInstance,
  name: string,
  schema: S,
  selects: z.input<S> extends { selects: infer L } ? L : never,
  /** What reading the lists needs: the same as reading the resource (contract/roles.ts). */
  permission: RoutePermission,
): void {
  app.get(
    `/selects/${name}`,
    {
      config: { permission },
      schema: { tags: ['selects'], response: { 200: schema, ...errors } },
    },
    fixed(schema, { selects } as z.input<S>),
  );
}
