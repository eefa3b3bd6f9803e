import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../contract/common';
import {
  instalmentListQuery,
  instalmentListResponse,
  instalmentOneResponse,
  instalmentSummary,
  instalmentSummaryQuery,
  writeOffBody,
} from '../../../contract/instalments';
import { pickLocale } from '../../../contract/messages';
import * as ledger from './service';
import { errors } from '../../lib/route-errors';

const tags = ['instalments'];

/** The receivables ledger (scadenzario): instalments, their totals, a write-off. */
const instalmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/instalments',
    {
      config: { permission: 'collections.read' },
      schema: {
        tags,
        querystring: instalmentListQuery,
        response: { 200: instalmentListResponse, ...errors },
      },
    },
    (request) =>
      ledger.list(request.tenant, request.query, pickLocale(request.headers['accept-language'])),
  );

  app.get(
    '/instalments/summary',
    {
      config: { permission: 'collections.read' },
      schema: {
        tags,
        querystring: instalmentSummaryQuery,
        response: { 200: instalmentSummary, ...errors },
      },
    },
    (request) => ledger.summary(request.tenant, request.query),
  );

  app.get(
    '/instalments/:id',
    {
      config: { permission: 'collections.read' },
      schema: { tags, params: idParams, response: { 200: instalmentOneResponse, ...errors } },
    },
    async (request) => ({ item: await ledger.load(request.tenant, request.params.id) }),
  );

  app.post(
    '/instalments/:id/write-off',
    {
      config: { permission: 'collections.write' },
      schema: {
        tags,
        params: idParams,
        body: writeOffBody,
        response: { 200: instalmentOneResponse, ...errors },
      },
    },
    async (request) => ({
      item: await ledger.writeOff(request.tenant, request.params.id, request.body),
    }),
  );
};

export default instalmentRoutes;
