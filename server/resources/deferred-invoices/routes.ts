import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../contract/common';
import {
  deferredInvoicesBody,
  deferredInvoicesResponse,
  deferredPreviewQuery,
  deferredPreviewResponse,
  invoiceDdtsResponse,
} from '../../../contract/deferred-invoices';
import { ddtsOfInvoice } from './citations';
import { createDeferred, preview } from './service';
import { errors } from '../../lib/route-errors';

const tags = ['documents'];

/**
 * Deferred invoicing from confirmed DDTs (docs/deferred-invoices.md): the preview, the call
 * that makes the draft invoices, and the DDTs an invoice bills. Static paths: Fastify's router prefers them to
 * `/documents/:id`.
 */
const deferredInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/documents/deferred-invoices',
    {
      config: { permission: 'invoices.read' },
      schema: {
        tags,
        querystring: deferredPreviewQuery,
        response: { 200: deferredPreviewResponse, ...errors },
      },
    },
    (request) => preview(request.tenant, request.query),
  );

  app.post(
    '/documents/deferred-invoices',
    {
      config: { permission: 'invoices.write' },
      schema: {
        tags,
        body: deferredInvoicesBody,
        response: { 201: deferredInvoicesResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ items: await createDeferred(request.tenant, request.body) }),
  );

  app.get(
    '/documents/:id/ddts',
    {
      config: { permission: 'invoices.read' },
      schema: { tags, params: idParams, response: { 200: invoiceDdtsResponse, ...errors } },
    },
    async (request) => ({ items: await ddtsOfInvoice(request.tenant, request.params.id) }),
  );
};

export default deferredInvoiceRoutes;
