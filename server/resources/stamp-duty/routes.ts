import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_LOCALE } from '../../../contract/messages';
import { stampDutyPdfQuery, stampDutyQuery, stampDutyResponse } from '../../../contract/stamp-duty';
import { companies } from '../../db/tables/companies';
import { pdfResponse, sendPdf } from '../../lib/pdf/reply';
import { errors } from '../../lib/route-errors';
import { renderStampDutyPdf } from './pdf';
import { stampDutyList } from './service';

const tags = ['documents'];

/**
 * The quarter's stamp duty on e-invoices (docs/e-invoicing.md "Stamp duty"): the documents that
 * bear it and the amount due, as JSON and as a PDF. Static paths: before `/documents/:id`.
 */
const stampDutyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/documents/stamp-duty',
    {
      config: { permission: 'invoices.read' },
      schema: {
        tags,
        querystring: stampDutyQuery,
        response: { 200: stampDutyResponse, ...errors },
      },
    },
    (request) => stampDutyList(request.tenant, request.query),
  );

  app.get(
    '/documents/stamp-duty/pdf',
    {
      config: { permission: 'invoices.read' },
      schema: { tags, querystring: stampDutyPdfQuery, response: { 200: pdfResponse, ...errors } },
    },
    async (request, reply) => {
      const list = await stampDutyList(request.tenant, request.query);
      const [company] = await request.tenant.db
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, request.tenant.companyId));
      const locale = request.query.locale ?? DEFAULT_LOCALE;
      const pdf = await renderStampDutyPdf(list, company, locale);
      return sendPdf(reply, { pdf, filename: `bollo-${list.year}-T${list.quarter}.pdf` });
    },
  );
};

export default stampDutyRoutes;
