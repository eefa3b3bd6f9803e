import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../contract/common';
import {
  documentInput,
  documentItemResponse,
  documentListQuery,
  documentListResponse,
  documentOneResponse,
  documentRowInput,
  documentRowParams,
  documentRowResponse,
  documentRowsResponse,
  documentSelectsResponse,
  documentUpdate,
  pdfQuery,
  priceQuery,
  priceResponse,
  reorderBody,
  reorderResponse,
  rowStatusBody,
} from '../../../contract/documents';
import { convertBody, duplicateBody } from '../../../contract/document-actions';
import { convert, duplicate } from './convert';
import * as documents from './service';
import { selectsRoute } from '../../lib/selects';
import { documentPdf } from './pdf/document-pdf';
import { lookup } from './price';
import * as rows from './rows';
import { pdfResponse, sendPdf } from '../../lib/pdf/reply';
import { errors } from '../../lib/route-errors';
import { can } from '../../../contract/roles';
import { assertDocumentAccess, byDocument, byRow, convertsTo, readableTypes } from './access';

const tags = ['documents'];

/**
 * Sales documents (orders, invoices, credit and debit notes) at one endpoint, their rows,
 * row order, the price lookup for a new row, turning an order into an invoice or an invoice
 * into a credit note, duplicating a document. Issuing a draft invoice or note is the SDI
 * side's (`sdi/routes.ts`).
 */
const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  selectsRoute(app, 'documents', documentSelectsResponse, documents.selects(), 'documents.read');

  app.get(
    '/documents',
    {
      config: { permission: 'documents.read' },
      schema: {
        tags,
        querystring: documentListQuery,
        response: { 200: documentListResponse, ...errors },
      },
    },
    (request) =>
      documents.list(
        request.tenant,
        request.query,
        readableTypes(request.auth.role, request.query.type),
      ),
  );

  app.get(
    '/documents/price/:id',
    {
      config: { permission: 'prices.read' },
      schema: {
        tags,
        params: idParams,
        querystring: priceQuery,
        response: { 200: priceResponse, ...errors },
      },
    },
    async (request) => ({
      item: await lookup(request.tenant, request.params.id, request.query),
    }),
  );

  app.get(
    '/documents/:id/pdf',
    {
      config: { permission: 'documents.read' },
      preValidation: byDocument('read'),
      schema: {
        tags,
        params: idParams,
        querystring: pdfQuery,
        response: { 200: pdfResponse, ...errors },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await documentPdf(request.tenant, request.params.id, request.query.locale, {
          prices: can(request.auth.role, 'prices.read'),
        }),
      ),
  );

  app.get(
    '/documents/:id',
    {
      config: { permission: 'documents.read' },
      schema: { tags, params: idParams, response: { 200: documentOneResponse, ...errors } },
    },
    async (request) => {
      const document = await documents.get(request.tenant, request.params.id);
      assertDocumentAccess(request.auth.role, document.type, 'read');
      // The lists of the document's type; the others: GET /selects/documents.
      return { document, selects: { statuses: documents.statusOptions(document.type) } };
    },
  );

  app.post(
    '/documents',
    {
      config: { permission: 'documents.write' },
      schema: { tags, body: documentInput, response: { 201: documentItemResponse, ...errors } },
    },
    async (request, reply) => {
      assertDocumentAccess(request.auth.role, request.body.type, 'write');
      return reply.status(201).send({ item: await documents.create(request.tenant, request.body) });
    },
  );

  app.put(
    '/documents/:id',
    {
      config: { permission: 'documents.write' },
      preValidation: byDocument('write'),
      schema: {
        tags,
        params: idParams,
        body: documentUpdate,
        response: { 200: documentItemResponse, ...errors },
      },
    },
    async (request) => ({
      item: await documents.update(request.tenant, request.params.id, request.body),
    }),
  );

  app.delete(
    '/documents/:id',
    {
      config: { permission: 'documents.write' },
      preValidation: byDocument('write'),
      schema: { tags, params: idParams, response: { 200: documentItemResponse, ...errors } },
    },
    async (request) => ({ item: await documents.remove(request.tenant, request.params.id) }),
  );

  app.post(
    '/documents/:id/convert',
    {
      config: { permission: 'documents.write' },
      preValidation: convertsTo,
      schema: {
        tags,
        params: idParams,
        body: convertBody,
        response: { 201: documentItemResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ item: await convert(request.tenant, request.params.id, request.body) }),
  );

  app.post(
    '/documents/:id/duplicate',
    {
      config: { permission: 'documents.write' },
      preValidation: byDocument('write'),
      schema: {
        tags,
        params: idParams,
        body: duplicateBody,
        response: { 201: documentItemResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ item: await duplicate(request.tenant, request.params.id, request.body) }),
  );

  app.put(
    '/documents/:id/reorder',
    {
      config: { permission: 'documents.write' },
      preValidation: byDocument('write'),
      schema: {
        tags,
        params: idParams,
        body: reorderBody,
        response: { 200: reorderResponse, ...errors },
      },
    },
    (request) => rows.reorder(request.tenant, request.params.id, request.body),
  );

  app.post(
    '/documents/:documentId/rows',
    {
      config: { permission: 'documents.write' },
      preValidation: byDocument('write', 'documentId'),
      schema: {
        tags,
        params: documentRowParams,
        body: documentRowInput,
        response: { 201: documentRowResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await rows.add(request.tenant, request.params.documentId, request.body)),
  );

  app.put(
    '/documents/:id/rows/status',
    {
      config: { permission: 'documents.write' },
      preValidation: byDocument('write'),
      schema: {
        tags,
        params: idParams,
        body: rowStatusBody,
        response: { 200: documentRowsResponse, ...errors },
      },
    },
    (request) => rows.setStatus(request.tenant, request.params.id, request.body),
  );

  app.put(
    '/documents/rows/:id',
    {
      config: { permission: 'documents.write' },
      preValidation: byRow('write'),
      schema: {
        tags,
        params: idParams,
        body: documentRowInput,
        response: { 200: documentRowResponse, ...errors },
      },
    },
    (request) => rows.update(request.tenant, request.params.id, request.body),
  );

  app.delete(
    '/documents/rows/:id',
    {
      config: { permission: 'documents.write' },
      preValidation: byRow('write'),
      schema: { tags, params: idParams, response: { 200: documentRowResponse, ...errors } },
    },
    (request) => rows.remove(request.tenant, request.params.id),
  );
};

export default documentRoutes;
