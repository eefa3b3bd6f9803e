import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  articleImportBody,
  articleImportResponse,
  articleInput,
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
import { importArticles } from './import';
import * as service from './service';
import { selectsRoute } from '../../lib/selects';
import { uploadStore } from '../../lib/uploads';
import { errors } from '../../lib/route-errors';
import { priceListRoutes } from '../../lib/price-list-routes';

const tags = ['articles'];

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
  selectsRoute(app, 'articles', articleSelectsResponse, service.selects());

  const uploads = uploadStore(options.uploadsDir);
  app.get(
    '/articles',
    {
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
    { schema: { tags, response: { 200: articleSelectsResponse, ...errors } } },
    async () => ({
      selects: service.selects(),
    }),
  );

  app.post(
    '/articles/import',
    {
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
    { schema: { tags, params: idParams, response: { 200: articleOneResponse, ...errors } } },
    async (request) => ({
      item: await service.get(request.tenant, request.params.id),
      // The option lists are the same for every record: GET /selects/articles.
      selects: {},
    }),
  );

  app.post(
    '/articles',
    { schema: { tags, body: articleInput, response: { 201: articleItemResponse, ...errors } } },
    async (request, reply) =>
      reply.status(201).send({ item: await service.create(request.tenant, request.body) }),
  );

  const update = {
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
  }) => {
    const { image, ...fields } = request.body;
    return {
      item: await service.update(
        request.tenant,
        request.params.id,
        fields,
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
    { schema: { tags, params: idParams, response: { 200: articleItemResponse, ...errors } } },
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
