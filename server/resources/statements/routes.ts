import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../contract/common';
import { statementQuery, statementResponse } from '../../../contract/statements';
import { companies } from '../../db/tables/companies';
import { errors } from '../../lib/route-errors';
import { pdfResponse, sendPdf } from '../../lib/pdf/reply';
import type { PdfLocale } from '../../lib/pdf/words';
import { renderStatementPdf } from './pdf';
import { statement } from './service';

const tags = ['customers'];

/** A customer's statement (estratto conto), as data and as a PDF in the customer's language. */
const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers/:id/statement',
    {
      config: { permission: 'collections.read' },
      schema: {
        tags,
        params: idParams,
        querystring: statementQuery,
        response: { 200: statementResponse, ...errors },
      },
    },
    async (request) => ({
      item: await statement(request.tenant, request.params.id, request.query),
    }),
  );

  app.get(
    '/customers/:id/statement/pdf',
    {
      config: { permission: 'collections.read' },
      schema: {
        tags,
        params: idParams,
        querystring: statementQuery,
        response: { 200: pdfResponse, ...errors },
      },
    },
    async (request, reply) => {
      const item = await statement(request.tenant, request.params.id, request.query);
      const [company] = await request.tenant.db
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, request.tenant.companyId));
      const locale = (request.query.locale ?? item.customer.language) as PdfLocale;
      const pdf = await renderStatementPdf(item, company, locale);
      return sendPdf(reply, {
        pdf,
        filename: `estratto-conto-${item.customer.code}-${item.date_to}.pdf`,
      });
    },
  );
};

export default statementRoutes;
