import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../contract/common';
import {
  revokeMandateBody,
  sddMandateInput,
  sddMandateItemResponse,
  sddMandateListResponse,
  sddMandateUpdate,
} from '../../../contract/sdd-mandates';
import { errors } from '../../lib/route-errors';
import * as service from './service';

const tags = ['customers'];

/**
 * A customer's SEPA direct-debit mandates (docs/collections.md, "Mandates"): listed and
 * added under the customer; read, corrected and deleted by their own id while no batch has
 * used them, revoked once one has.
 */
const sddMandateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers/:id/sdd-mandates',
    {
      config: { permission: 'collections.read' },
      schema: { tags, params: idParams, response: { 200: sddMandateListResponse, ...errors } },
    },
    async (request) => ({ items: await service.list(request.tenant, request.params.id) }),
  );

  app.post(
    '/customers/:id/sdd-mandates',
    {
      config: { permission: 'collections.write' },
      schema: {
        tags,
        params: idParams,
        body: sddMandateInput,
        response: { 201: sddMandateItemResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ item: await service.create(request.tenant, request.params.id, request.body) }),
  );

  app.get(
    '/sdd-mandates/:id',
    {
      config: { permission: 'collections.read' },
      schema: { tags, params: idParams, response: { 200: sddMandateItemResponse, ...errors } },
    },
    async (request) => ({ item: await service.get(request.tenant, request.params.id) }),
  );

  app.put(
    '/sdd-mandates/:id',
    {
      config: { permission: 'collections.write' },
      schema: {
        tags,
        params: idParams,
        body: sddMandateUpdate,
        response: { 200: sddMandateItemResponse, ...errors },
      },
    },
    async (request) => ({
      item: await service.update(request.tenant, request.params.id, request.body),
    }),
  );

  app.delete(
    '/sdd-mandates/:id',
    {
      config: { permission: 'collections.write' },
      schema: { tags, params: idParams, response: { 200: sddMandateItemResponse, ...errors } },
    },
    async (request) => ({ item: await service.remove(request.tenant, request.params.id) }),
  );

  app.post(
    '/sdd-mandates/:id/revoke',
    {
      config: { permission: 'collections.write' },
      schema: {
        tags,
        params: idParams,
        body: revokeMandateBody,
        response: { 200: sddMandateItemResponse, ...errors },
      },
    },
    async (request) => ({
      item: await service.revoke(request.tenant, request.params.id, request.body),
    }),
  );
};

export default sddMandateRoutes;
