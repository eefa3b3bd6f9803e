import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../contract/common';
import {
  allocateBody,
  paymentInput,
  paymentItemResponse,
  paymentListQuery,
  paymentListResponse,
  paymentOneResponse,
  reverseBody,
} from '../../../contract/payments';
import { pickLocale } from '../../../contract/messages';
import * as payments from './service';
import { errors } from '../../lib/route-errors';

const tags = ['payments'];
const localeOf = (request: { headers: Record<string, unknown> }) =>
  pickLocale(request.headers['accept-language'] as string | undefined);

/** Payments received (incassi) and credit notes' credits: record, allocate, reverse. */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments',
    {
      config: { permission: 'collections.read' },
      schema: {
        tags,
        querystring: paymentListQuery,
        response: { 200: paymentListResponse, ...errors },
      },
    },
    (request) => payments.list(request.tenant, request.query, localeOf(request)),
  );

  app.post(
    '/payments',
    {
      config: { permission: 'collections.write' },
      schema: { tags, body: paymentInput, response: { 201: paymentItemResponse, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send({ item: await payments.create(request.tenant, request.body) }),
  );

  app.get(
    '/payments/:id',
    {
      config: { permission: 'collections.read' },
      schema: { tags, params: idParams, response: { 200: paymentOneResponse, ...errors } },
    },
    async (request) => ({
      item: await payments.load(request.tenant, request.params.id),
      selects: await payments.selects(request.tenant, localeOf(request)),
    }),
  );

  app.post(
    '/payments/:id/allocations',
    {
      config: { permission: 'collections.write' },
      schema: {
        tags,
        params: idParams,
        body: allocateBody,
        response: { 200: paymentItemResponse, ...errors },
      },
    },
    async (request) => ({
      item: await payments.allocateMore(request.tenant, request.params.id, request.body),
    }),
  );

  app.post(
    '/payments/:id/reverse',
    {
      config: { permission: 'collections.write' },
      schema: {
        tags,
        params: idParams,
        body: reverseBody,
        response: { 200: paymentItemResponse, ...errors },
      },
    },
    async (request) => ({
      item: await payments.reverse(request.tenant, request.params.id, request.body),
    }),
  );
};

export default paymentRoutes;
