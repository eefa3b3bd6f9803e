import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../contract/common';
import {
  customerArticleInput,
  customerArticleResponse,
  customerInput,
  customerItemResponse,
  customerListQuery,
  customerListResponse,
  customerOneResponse,
  customerPriceInput,
  customerPriceSchema,
  customerSelectsResponse,
  customerUpdate,
  nextCodeResponse,
} from '../../../contract/customers';
import * as service from './service';
import { selectsRoute } from '../../lib/selects';
import { errors } from '../../lib/route-errors';
import { priceListRoutes } from '../../lib/price-list-routes';
import { suggestRegistryCode } from './next-code';

const tags = ['customers'];

/**
 * Customers, their price lists and their article codes. The price-list and article calls take
 * form data carrying `customer_id`; updates are POSTs with `_method=PUT` (the spec's override).
 */
const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  selectsRoute(app, 'customers', customerSelectsResponse, service.selects(), 'registry.read');

  app.get(
    '/customers',
    {
      config: { permission: 'registry.read' },
      schema: {
        tags,
        querystring: customerListQuery,
        response: { 200: customerListResponse, ...errors },
      },
    },
    (request) => service.list(request.tenant, request.query),
  );

  app.get(
    '/customers/next-code',
    {
      config: { permission: 'registry.read' },
      schema: { tags, response: { 200: nextCodeResponse, ...errors } },
    },
    (request) => suggestRegistryCode(request.tenant),
  );

  app.get(
    '/customers/:id',
    {
      config: { permission: 'registry.read' },
      schema: { tags, params: idParams, response: { 200: customerOneResponse, ...errors } },
    },
    async (request) => ({
      item: await service.get(request.tenant, request.params.id),
      // The option lists are the same for every record: GET /selects/customers.
      selects: {},
    }),
  );

  app.post(
    '/customers',
    {
      config: { permission: 'registry.write' },
      schema: { tags, body: customerInput, response: { 201: customerItemResponse, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send({ item: await service.create(request.tenant, request.body) }),
  );

  app.put(
    '/customers/:id',
    {
      config: { permission: 'registry.write' },
      schema: {
        tags,
        params: idParams,
        body: customerUpdate,
        response: { 200: customerItemResponse, ...errors },
      },
    },
    async (request) => ({
      item: await service.update(request.tenant, request.params.id, request.body),
    }),
  );

  app.delete(
    '/customers/:id',
    {
      config: { permission: 'registry.write' },
      schema: { tags, params: idParams, response: { 200: customerItemResponse, ...errors } },
    },
    async (request) => ({ item: await service.remove(request.tenant, request.params.id) }),
  );

  priceListRoutes(
    app,
    'customers',
    { input: customerPriceInput, price: customerPriceSchema },
    service,
  );

  app.post(
    '/customers/:id/articles',
    {
      config: { permission: 'registry.write' },
      schema: {
        tags,
        params: idParams,
        body: customerArticleInput,
        response: { 201: customerArticleResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ item: await service.addArticle(request.tenant, request.params.id, request.body) }),
  );

  app.post(
    '/customers/articles/:id',
    {
      config: { permission: 'registry.write' },
      schema: {
        tags,
        params: idParams,
        body: customerArticleInput,
        response: { 200: customerArticleResponse, ...errors },
      },
    },
    async (request) => ({
      item: await service.updateArticle(request.tenant, request.params.id, request.body),
    }),
  );

  app.delete(
    '/customers/articles/:id',
    {
      config: { permission: 'registry.write' },
      schema: { tags, params: idParams, response: { 200: customerArticleResponse, ...errors } },
    },
    async (request) => ({ item: await service.removeArticle(request.tenant, request.params.id) }),
  );
};

export default customerRoutes;
