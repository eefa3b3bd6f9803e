import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  articleImportBody,
  articleImportResponse,
  articleCreateInput,
  articleItemResponse,
  articleListQuery,
  articleListResponse,
  articleOneResponse,
  articlePriceInput,
  articlePriceSchema,
  articleSelectsResponse,
  articleUpdate,
} from '../../../contract/articles';
import { errorSchema, idParams } from '../../../contract/common';
import { pickLocale } from '../../../contract/messages';
import { can, type Role } from '../../../contract/roles';
import { importArticles } from './import';
import * as service from './service';
import { selectsRoute } from '../../lib/selects';
import { uploadStore } from '../../lib/uploads';
import { errors } from '../../lib/route-errors';
import { priceListRoutes } from '../../lib/price-list-routes';

const tags = ['articles'];

/** A role that may not see prices may not set the cost either: what it sends is ignored. */
const withoutCost = <T extends { cost?: string | null }>(role: Role | null, body: T): T =>
  role && can(role, 'prices.read') ? body : { ...body, cost: undefined };

/** The body's `image` -> what the update does: a non-empty file replaces, null or '' removes. */
function imageChange(image: unknown): service.ImageChange {
  if (image instanceof Uint8Array) {
    return image.length > 0 ? { kind: 'replace', data: image } : { kind: 'keep' };
  }
  return image === null || image === '' ? { kind: 'remove' } : { kind: 'keep' };
}

/**
 * Articles and their price lists (the price-list calls take form data, `_method=PUT` to
 * update). An article's image is stored under `uploadsDir` and served at /uploads/.
 */
const articleRoutes: FastifyPluginAsyncZod<{ uploadsDir: string }> = async (app, options) => {
  selectsRoute(app, 'articles', articleSelectsResponse, service.selects(), 'registry.read');

  const uploads = uploadStore(options.uploadsDir);
  app.get(
    '/articles',
    {
      config: { permission: 'registry.read' },
      schema: {
        tags,
        querystring: articleListQuery,
        response: { 200: articleListResponse, ...errors },
      },
    },
    (request) => service.list(request.tenant, request.query),
  );

  app.get(
    '/articles/create',
    {
      config: { permission: 'registry.read' },
      schema: { tags, response: { 200: articleSelectsResponse, ...errors } },
    },
    async () => ({
      selects: service.selects(),
    }),
  );

  app.post(
    '/articles/import',
    {
      config: { permission: 'registry.write' },
      schema: {
        tags,
        body: articleImportBody,
        response: { 200: articleImportResponse, ...errors, 413: errorSchema, 415: errorSchema },
      },
    },
    (request) =>
      importArticles(
        request.tenant,
        request.body.file as Buffer,
        request.body.mode === 'commit',
        pickLocale(request.headers['accept-language']),
      ),
  );

  app.get(
    '/articles/:id',
    {
      config: { permission: 'registry.read' },
      schema: { tags, params: idParams, response: { 200: articleOneResponse, ...errors } },
    },
    async (request) => ({
      item: await service.get(request.tenant, request.params.id),
      // The option lists are the same for every record: GET /selects/articles.
      selects: {},
    }),
  );

  app.post(
    '/articles',
    {
      config: { permission: 'registry.write' },
      schema: { tags, body: articleCreateInput, response: { 201: articleItemResponse, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send({
        item: await service.create(request.tenant, withoutCost(request.auth.role, request.body)),
      }),
  );

  const update = {
    config: { permission: 'registry.write' as const },
    schema: {
      tags,
      params: idParams,
      body: articleUpdate,
      response: { 200: articleItemResponse, ...errors, 413: errorSchema, 415: errorSchema },
    },
  };
  const save = async (request: {
    tenant: Parameters<typeof service.update>[0];
    params: { id: number };
    body: z.output<typeof articleUpdate>;
    auth: { role: Role | null };
  }) => {
    const { image, ...fields } = request.body;
    return {
      item: await service.update(
        request.tenant,
        request.params.id,
        withoutCost(request.auth.role, fields),
        uploads,
        imageChange(image),
      ),
    };
  };
  app.put('/articles/:id', update, save);
  // The spec's method override: form data (e.g. with an image) posted with `_method=PUT`.
  app.post('/articles/:id', update, save);

  app.delete(
    '/articles/:id',
    {
      config: { permission: 'registry.write' },
      schema: { tags, params: idParams, response: { 200: articleItemResponse, ...errors } },
    },
    async (request) => ({
      item: await service.remove(request.tenant, request.params.id, uploads),
    }),
  );

  priceListRoutes(
    app,
    'articles',
    { input: articlePriceInput, price: articlePriceSchema },
    service,
  );
};

export default articleRoutes;
