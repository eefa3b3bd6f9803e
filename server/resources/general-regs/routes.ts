import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../contract/common';
import {
  generalRegInput,
  generalRegItemResponse,
  generalRegListQuery,
  generalRegListResponse,
  generalRegOneResponse,
  generalRegSelectsResponse,
  generalRegUpdate,
} from '../../../contract/general-regs';
import * as service from './service';
import { selectsRoute } from '../../lib/selects';
import { errors } from '../../lib/route-errors';

const tags = ['general-regs'];

/** General registry (anagrafiche): the reference resource later ones copy. */
const generalRegRoutes: FastifyPluginAsyncZod = async (app) => {
  selectsRoute(app, 'general-regs', generalRegSelectsResponse, service.selects(), 'registry.read');

  app.get(
    '/general-regs',
    {
      config: { permission: 'registry.read' },
      schema: {
        tags,
        querystring: generalRegListQuery,
        response: { 200: generalRegListResponse, ...errors },
      },
    },
    (request) => service.list(request.tenant, request.query),
  );

  app.get(
    '/general-regs/:id',
    {
      config: { permission: 'registry.read' },
      schema: { tags, params: idParams, response: { 200: generalRegOneResponse, ...errors } },
    },
    async (request) => ({
      item: await service.get(request.tenant, request.params.id),
      // The option lists are the same for every record: GET /selects/general-regs.
      selects: {},
    }),
  );

  app.post(
    '/general-regs',
    {
      config: { permission: 'registry.write' },
      schema: { tags, body: generalRegInput, response: { 201: generalRegItemResponse, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send({ item: await service.create(request.tenant, request.body) }),
  );

  app.put(
    '/general-regs/:id',
    {
      config: { permission: 'registry.write' },
      schema: {
        tags,
        params: idParams,
        body: generalRegUpdate,
        response: { 200: generalRegItemResponse, ...errors },
      },
    },
    async (request) => ({
      item: await service.update(request.tenant, request.params.id, request.body),
    }),
  );

  app.delete(
    '/general-regs/:id',
    {
      config: { permission: 'registry.write' },
      schema: { tags, params: idParams, response: { 200: generalRegItemResponse, ...errors } },
    },
    async (request) => ({ item: await service.remove(request.tenant, request.params.id) }),
  );
};

export default generalRegRoutes;
