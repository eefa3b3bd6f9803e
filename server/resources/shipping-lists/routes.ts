import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../contract/common';
import {
  candidatesQuery,
  candidatesResponse,
  shippingItemInput,
  shippingItemResponse,
  shippingItemUpdate,
  shippingListInput,
  shippingListItemResponse,
  shippingListOneResponse,
  shippingListQuery,
  shippingListResponse,
  shippingListUpdate,
} from '../../../contract/shipping-lists';
import { candidates } from './candidates';
import { pdfQuery } from '../../../contract/documents';
import { pdfResponse, sendPdf } from '../../lib/pdf/reply';
import { confirm } from './confirm';
import { ddtPdf } from './print';
import * as items from './items';
import * as labels from './labels';
import * as lists from './service';
import { errors } from '../../lib/route-errors';

const tags = ['shipping-lists'];

/**
 * Shipping lists (distinte di spedizione): the lists, their items (quantities of order rows),
 * an item's label, the rows that can still be shipped, and the confirmation.
 */
const shippingListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shipping-lists',
    {
      config: { permission: 'shipping.read' },
      schema: {
        tags,
        querystring: shippingListQuery,
        response: { 200: shippingListResponse, ...errors },
      },
    },
    (request) => lists.list(request.tenant, request.query),
  );

  app.post(
    '/shipping-lists',
    {
      config: { permission: 'shipping.write' },
      schema: {
        tags,
        body: shippingListInput,
        response: { 201: shippingListItemResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ item: await lists.create(request.tenant, request.body) }),
  );

  app.get(
    '/shipping-lists/:id',
    {
      config: { permission: 'shipping.read' },
      schema: { tags, params: idParams, response: { 200: shippingListOneResponse, ...errors } },
    },
    async (request) => ({
      item: await lists.get(request.tenant, request.params.id),
      selects: lists.selects(),
    }),
  );

  app.put(
    '/shipping-lists/:id',
    {
      config: { permission: 'shipping.write' },
      schema: {
        tags,
        params: idParams,
        body: shippingListUpdate,
        response: { 200: shippingListItemResponse, ...errors },
      },
    },
    async (request) => ({
      item: await lists.update(request.tenant, request.params.id, request.body),
    }),
  );

  app.delete(
    '/shipping-lists/:id',
    {
      config: { permission: 'shipping.write' },
      schema: { tags, params: idParams, response: { 200: shippingListItemResponse, ...errors } },
    },
    async (request) => ({ item: await lists.remove(request.tenant, request.params.id) }),
  );

  app.get(
    '/shipping-lists/:id/candidates',
    {
      config: { permission: 'shipping.read' },
      schema: {
        tags,
        params: idParams,
        querystring: candidatesQuery,
        response: { 200: candidatesResponse, ...errors },
      },
    },
    (request) => candidates(request.tenant, request.params.id, request.query),
  );

  app.post(
    '/shipping-lists/:id/confirm',
    {
      config: { permission: 'shipping.write' },
      schema: { tags, params: idParams, response: { 200: shippingListItemResponse, ...errors } },
    },
    async (request) => ({ item: await confirm(request.tenant, request.params.id) }),
  );

  app.post(
    '/shipping-lists/:id/item',
    {
      config: { permission: 'shipping.write' },
      schema: {
        tags,
        params: idParams,
        body: shippingItemInput,
        response: { 201: shippingItemResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await items.add(request.tenant, request.params.id, request.body)),
  );

  app.put(
    '/shipping-lists/item/:id',
    {
      config: { permission: 'shipping.write' },
      schema: {
        tags,
        params: idParams,
        body: shippingItemUpdate,
        response: { 200: shippingItemResponse, ...errors },
      },
    },
    (request) => items.update(request.tenant, request.params.id, request.body),
  );

  app.delete(
    '/shipping-lists/item/:id',
    {
      config: { permission: 'shipping.write' },
      schema: { tags, params: idParams, response: { 200: shippingItemResponse, ...errors } },
    },
    (request) => items.remove(request.tenant, request.params.id),
  );

  app.post(
    '/shipping-lists/item/:id/label',
    {
      config: { permission: 'shipping.write' },
      schema: { tags, params: idParams, response: { 201: shippingItemResponse, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await labels.create(request.tenant, request.params.id)),
  );

  // The DDT's PDF (H3): `?locale=` a language or `customer` (the default).
  app.get(
    '/shipping-lists/:id/pdf',
    {
      config: { permission: 'shipping.read' },
      schema: {
        tags,
        params: idParams,
        querystring: pdfQuery,
        response: { 200: pdfResponse, ...errors },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await ddtPdf(request.tenant, request.params.id, request.query.locale)),
  );
};

export default shippingListRoutes;
