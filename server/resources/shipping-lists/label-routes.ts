import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../contract/common';
import {
  bulkLabelStatusBody,
  labelPdfQuery,
  labelResponse,
  labelsPdfQuery,
  labelsResponse,
  labelStatusBody,
} from '../../../contract/shipping-lists';
import * as labels from './labels';
import { labelsPdf } from './print';
import { pdfResponse, sendPdf } from '../../lib/pdf/reply';
import { errors } from '../../lib/route-errors';

const tags = ['labels'];

/**
 * Labels of shipping items, at the spec's `/documents/labels` paths. Static segments win
 * over parameters in Fastify's router, so `/documents/labels/...` never reaches the
 * `/documents/:id...` routes (tests/server/shipping-labels.test.ts proves it).
 */
const labelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/documents/labels/pdf',
    {
      config: { permission: 'shipping.read' },
      schema: {
        tags,
        querystring: labelsPdfQuery,
        response: { 200: pdfResponse, ...errors },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await labelsPdf(request.tenant, request.query.ids, request.query.format)),
  );

  app.get(
    '/documents/labels/:id/pdf',
    {
      config: { permission: 'shipping.read' },
      schema: {
        tags,
        params: idParams,
        querystring: labelPdfQuery,
        response: { 200: pdfResponse, ...errors },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await labelsPdf(request.tenant, [request.params.id], request.query.format)),
  );

  app.put(
    '/documents/labels/status',
    {
      config: { permission: 'shipping.write' },
      schema: { tags, body: bulkLabelStatusBody, response: { 200: labelsResponse, ...errors } },
    },
    async (request) => ({
      items: await labels.setStatuses(request.tenant, request.body.ids, request.body.status),
    }),
  );

  app.put(
    '/documents/labels/:id',
    {
      config: { permission: 'shipping.write' },
      schema: {
        tags,
        params: idParams,
        body: labelStatusBody,
        response: { 200: labelResponse, ...errors },
      },
    },
    async (request) => ({
      item: await labels.setStatus(request.tenant, request.params.id, request.body.status),
    }),
  );
};

export default labelRoutes;
