import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { articleSelectsResponse } from '../../contract/articles';
import { errorSchema } from '../../contract/common';
import { customerSelectsResponse } from '../../contract/customers';
import { documentSelectsResponse } from '../../contract/documents';
import { generalRegSelectsResponse } from '../../contract/general-regs';
import * as articles from '../resources/articles/service';
import * as customers from '../resources/customers/service';
import * as documents from '../resources/documents/service';
import * as generalRegs from '../resources/general-regs/service';

const tags = ['selects'];
const errors = { 401: errorSchema, 400: errorSchema, 409: errorSchema };

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
 * The option lists of a resource's forms (`{selects}`), the same for every record: sent once and
 * cached by the browser (Cache-Control, ETag, 304), not with every record read. A read of one
 * record carries only the lists that depend on it (docs/architecture.md, "Wire contract").
 */
const selectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = [
    ['general-regs', generalRegSelectsResponse, generalRegs.selects()],
    ['customers', customerSelectsResponse, customers.selects()],
    ['articles', articleSelectsResponse, articles.selects()],
    ['documents', documentSelectsResponse, documents.selects()],
  ] as const;
  for (const [name, schema, selects] of routes) {
    app.get(
      `/selects/${name}`,
      { schema: { tags, response: { 200: schema, ...errors } } },
      fixed(schema as z.ZodType, { selects }),
    );
  }
};

export default selectsRoutes;
