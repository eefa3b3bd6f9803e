import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../contract/common';
import {
  bankBatchInput,
  bankBatchItemResponse,
  bankBatchListQuery,
  bankBatchListResponse,
  batchCreditBody,
  batchItemParams,
  batchUnpaidBody,
} from '../../../contract/bank-batches';
import { pickLocale } from '../../../contract/messages';
import { credit, unpaid } from './outcome';
import { present } from './present';
import * as batches from './service';
import { errors } from '../../lib/route-errors';

const tags = ['bank-batches'];

/** RiBa and SEPA direct-debit batches: present, download the file, record the outcome. */
const bankBatchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bank-batches',
    {
      config: { permission: 'collections.read' },
      schema: {
        tags,
        querystring: bankBatchListQuery,
        response: { 200: bankBatchListResponse, ...errors },
      },
    },
    (request) =>
      batches.list(request.tenant, request.query, pickLocale(request.headers['accept-language'])),
  );

  app.post(
    '/bank-batches',
    {
      config: { permission: 'collections.write' },
      schema: { tags, body: bankBatchInput, response: { 201: bankBatchItemResponse, ...errors } },
    },
    async (request, reply) => {
      const id = await present(request.tenant, request.body);
      // The batch alone (its page reads the items): 10,000 of them are not sent twice.
      return reply.status(201).send({ item: await batches.load(request.tenant, id, false) });
    },
  );

  app.get(
    '/bank-batches/:id',
    {
      config: { permission: 'collections.read' },
      schema: { tags, params: idParams, response: { 200: bankBatchItemResponse, ...errors } },
    },
    async (request) => ({ item: await batches.load(request.tenant, request.params.id) }),
  );

  app.get(
    '/bank-batches/:id/file',
    {
      config: { permission: 'collections.read' },
      schema: {
        tags,
        params: idParams,
        response: { 200: z.string().describe('text/plain or application/xml'), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, contents, type } = await batches.file(request.tenant, request.params.id);
      return reply
        .type(type)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(contents);
    },
  );

  app.post(
    '/bank-batches/:id/credit',
    {
      config: { permission: 'collections.write' },
      schema: {
        tags,
        params: idParams,
        body: batchCreditBody,
        response: { 200: bankBatchItemResponse, ...errors },
      },
    },
    async (request) => {
      await credit(request.tenant, request.params.id, request.body);
      return { item: await batches.load(request.tenant, request.params.id, false) };
    },
  );

  app.post(
    '/bank-batches/:id/items/:item/unpaid',
    {
      config: { permission: 'collections.write' },
      schema: {
        tags,
        params: batchItemParams,
        body: batchUnpaidBody,
        response: { 200: bankBatchItemResponse, ...errors },
      },
    },
    async (request) => {
      const { id, item } = request.params;
      await unpaid(request.tenant, id, item, request.body);
      return { item: await batches.load(request.tenant, id) };
    },
  );
};

export default bankBatchRoutes;
