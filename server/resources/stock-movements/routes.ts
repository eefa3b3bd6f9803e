import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParams } from '../../../contract/common';
import { pickLocale } from '../../../contract/messages';
import {
  stockAdjustmentInput,
  stockImportBody,
  stockImportResponse,
  stockMovementListResponse,
  stockMovementOneResponse,
  stockMovementQuery,
  stockReversalInput,
  stockValuationQuery,
  stockValuationResponse,
} from '../../../contract/stock-movements';
import { errors } from '../../lib/route-errors';
import { importStock } from './import';
import * as stock from './service';

const tags = ['stock-movements'];

/**
 * The stock ledger (docs/stock.md): the movements, a manual adjustment, a reversal, and the
 * valuation at a date. Movements are never edited nor deleted.
 */
const stockMovementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stock-movements',
    {
      config: { permission: 'stock.read' },
      schema: {
        tags,
        querystring: stockMovementQuery,
        response: { 200: stockMovementListResponse, ...errors },
      },
    },
    (request) => stock.list(request.tenant, request.query),
  );

  app.get(
    '/stock-movements/:id',
    {
      config: { permission: 'stock.read' },
      schema: { tags, params: idParams, response: { 200: stockMovementOneResponse, ...errors } },
    },
    async (request) => ({ item: await stock.get(request.tenant, request.params.id) }),
  );

  app.post(
    '/stock-movements',
    {
      config: { permission: 'stock.write' },
      schema: {
        tags,
        body: stockAdjustmentInput,
        response: { 201: stockMovementOneResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        item: await stock.adjust(request.tenant, request.body, request.auth.userId),
      }),
  );

  // The initial stock from a spreadsheet (docs/stock.md): preview, then commit.
  app.post(
    '/stock-movements/import',
    {
      config: { permission: 'stock.write' },
      schema: {
        tags,
        body: stockImportBody,
        response: { 200: stockImportResponse, ...errors, 413: errorSchema, 415: errorSchema },
      },
    },
    (request) =>
      importStock(
        request.tenant,
        request.body.file as Buffer,
        request.body.mode === 'commit',
        pickLocale(request.headers['accept-language']),
        request.auth.userId,
      ),
  );

  app.post(
    '/stock-movements/:id/reverse',
    {
      config: { permission: 'stock.write' },
      schema: {
        tags,
        params: idParams,
        body: stockReversalInput,
        response: { 201: stockMovementOneResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        item: await stock.reverse(
          request.tenant,
          request.params.id,
          request.body ?? {},
          request.auth.userId,
        ),
      }),
  );

  app.get(
    '/stock-valuation',
    {
      config: { permission: 'stock.read' },
      schema: {
        tags,
        querystring: stockValuationQuery,
        response: { 200: stockValuationResponse, ...errors },
      },
    },
    (request) => stock.valuation(request.tenant, request.query),
  );
};

export default stockMovementRoutes;
