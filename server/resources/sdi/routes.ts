import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idParams } from '../../../contract/common';
import { documentItemResponse } from '../../../contract/documents';
import {
  issueBody,
  issueNumberQuery,
  issueNumberResponse,
} from '../../../contract/document-actions';
import { pickLocale } from '../../../contract/messages';
import {
  MAX_RECEIPT_FILES,
  sdiExportQuery,
  sdiReceiptsBody,
  sdiHistoryResponse,
  sdiReceiptsResponse,
} from '../../../contract/sdi';
import { uploadedFileName } from '../../plugins/multipart';
import { documentXml } from './document-xml';
import { exportPeriod } from './export';
import { issue, issueNumber } from './issue';
import { applyReceipts } from './receipts';
import { markToResend } from './resend';
import { sdiHistory } from '../documents/sdi-history';
import { errors } from '../../lib/route-errors';

const tags = ['documents'];
const MiB = 1024 * 1024;

/**
 * The SDI side of invoices and notes (docs/e-invoicing.md "SDI state"): a draft issued (numbered,
 * checked as the SDI would), the period's files to send as one zip or one document's file, the
 * receipts uploaded back, a rejected document sent again, and what happened on the way (history).
 */
const sdiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/documents/:id/issue',
    {
      config: { permission: 'invoices.issue' },
      schema: {
        tags,
        params: idParams,
        body: issueBody,
        response: { 200: documentItemResponse, ...errors },
      },
    },
    async (request) => ({ item: await issue(request.tenant, request.params.id, request.body) }),
  );

  app.get(
    '/documents/:id/issue-number',
    {
      config: { permission: 'invoices.read' },
      schema: {
        tags,
        params: idParams,
        querystring: issueNumberQuery,
        response: { 200: issueNumberResponse, ...errors },
      },
    },
    async (request) => ({
      item: await issueNumber(request.tenant, request.params.id, request.query.document_date),
    }),
  );

  app.get(
    '/documents/sdi-export',
    {
      config: { permission: 'sdi.read' },
      schema: {
        tags,
        querystring: sdiExportQuery,
        response: { 200: z.any().describe('application/zip'), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, zip, count } = await exportPeriod(request.tenant, request.query);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('x-document-count', String(count))
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    },
  );

  app.post(
    '/documents/sdi-receipts',
    {
      config: {
        permission: 'invoices.issue',
        multipartOptions: { limits: { files: MAX_RECEIPT_FILES, fileSize: 10 * MiB } },
      },
      schema: {
        tags,
        body: sdiReceiptsBody,
        response: { 200: sdiReceiptsResponse, ...errors, 413: errorSchema },
      },
    },
    (request) =>
      applyReceipts(
        request.tenant,
        request.body.files.map((data, i) => ({
          name: uploadedFileName(data) ?? `${i + 1}.xml`,
          data: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
        })),
        pickLocale(request.headers['accept-language']),
      ),
  );

  app.get(
    '/documents/:id/xml',
    {
      config: { permission: 'sdi.read' },
      schema: {
        tags,
        params: idParams,
        response: { 200: z.string().describe('application/xml'), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, xml } = await documentXml(request.tenant, request.params.id);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(xml);
    },
  );

  app.post(
    '/documents/:id/sdi-resend',
    {
      config: { permission: 'invoices.issue' },
      schema: { tags, params: idParams, response: { 200: documentItemResponse, ...errors } },
    },
    async (request) => ({ item: await markToResend(request.tenant, request.params.id) }),
  );

  app.get(
    '/documents/:id/sdi-history',
    {
      config: { permission: 'invoices.read' },
      schema: { tags, params: idParams, response: { 200: sdiHistoryResponse, ...errors } },
    },
    async (request) => ({ items: await sdiHistory(request.tenant, request.params.id) }),
  );
};

export default sdiRoutes;
