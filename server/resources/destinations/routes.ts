import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../contract/common';
import {
  destinationInput,
  destinationItemResponse,
  destinationListResponse,
  destinationUpdate,
} from '../../../contract/destinations';
import * as service from './service';
import { errors } from '../../lib/route-errors';

const tags = ['customers'];

/**
 * A customer's delivery destinations (docs/shipping.md, "Delivery destinations"): listed and
 * added under the customer, saved (with `version`) and deleted by their own id.
 */
const destinationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers/:id/destinations',
    {
      config: { permission: 'registry.read' },
      schema: { tags, params: idParams, response: { 200: destinationListResponse, ...errors } },
    },
    async (request) => ({ items: await service.list(request.tenant, request.params.id) }),
  );

  app.post(
    '/customers/:id/destinations',
    {
      config: { permission: 'registry.write' },
      schema: {
        tags,
        params: idParams,
        body: destinationInput,
        response: { 201: destinationItemResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ item: await service.create(request.tenant, request.params.id, request.body) }),
  );

  app.put(
    '/customers/destinations/:id',
    {
      config: { permission: 'registry.write' },
      schema: {
        tags,
        params: idParams,
        body: destinationUpdate,
        response: { 200: destinationItemResponse, ...errors },
      },
    },
    async (request) => ({
      item: await service.update(request.tenant, request.params.id, request.body),
    }),
  );

  app.delete(
    '/customers/destinations/:id',
    {
      config: { permission: 'registry.write' },
      schema: { tags, params: idParams, response: { 200: destinationItemResponse, ...errors } },
    },
    async (request) => ({ item: await service.remove(request.tenant, request.params.id) }),
  );
};

export default destinationRoutes;
