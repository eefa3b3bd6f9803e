import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../contract/common';
import {
  letterOfIntentInput,
  letterOfIntentItemResponse,
  letterOfIntentListResponse,
  letterOfIntentUpdate,
} from '../../../contract/letters-of-intent';
import { errors } from '../../lib/route-errors';
import * as service from './service';

const tags = ['customers'];

/**
 * A customer's letters of intent (docs/e-invoicing.md, "Letters of intent"): listed and
 * added under the customer, read, saved (with `version`) and deleted by their own id.
 */
const letterOfIntentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers/:id/letters-of-intent',
    {
      config: { permission: 'invoices.read' },
      schema: { tags, params: idParams, response: { 200: letterOfIntentListResponse, ...errors } },
    },
    async (request) => ({ items: await service.list(request.tenant, request.params.id) }),
  );

  app.post(
    '/customers/:id/letters-of-intent',
    {
      config: { permission: 'invoices.write' },
      schema: {
        tags,
        params: idParams,
        body: letterOfIntentInput,
        response: { 201: letterOfIntentItemResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ item: await service.create(request.tenant, request.params.id, request.body) }),
  );

  app.get(
    '/letters-of-intent/:id',
    {
      config: { permission: 'invoices.read' },
      schema: { tags, params: idParams, response: { 200: letterOfIntentItemResponse, ...errors } },
    },
    async (request) => ({ item: await service.get(request.tenant, request.params.id) }),
  );

  app.put(
    '/letters-of-intent/:id',
    {
      config: { permission: 'invoices.write' },
      schema: {
        tags,
        params: idParams,
        body: letterOfIntentUpdate,
        response: { 200: letterOfIntentItemResponse, ...errors },
      },
    },
    async (request) => ({
      item: await service.update(request.tenant, request.params.id, request.body),
    }),
  );

  app.delete(
    '/letters-of-intent/:id',
    {
      config: { permission: 'invoices.write' },
      schema: { tags, params: idParams, response: { 200: letterOfIntentItemResponse, ...errors } },
    },
    async (request) => ({ item: await service.remove(request.tenant, request.params.id) }),
  );
};

export default letterOfIntentRoutes;
