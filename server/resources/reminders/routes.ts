import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../contract/common';
import {
  reminderInput,
  reminderItemResponse,
  reminderListResponse,
} from '../../../contract/reminders';
import { companyRow } from '../company-profile/service';
import { customerEntry } from '../customers/entry';
import { letterheadOf } from '../../lib/pdf/letterhead';
import { pdfResponse, sendPdf } from '../../lib/pdf/reply';
import { errors } from '../../lib/route-errors';
import { renderReminderPdf } from './pdf';
import * as service from './service';

const tags = ['customers'];

/**
 * Payment reminders (docs/collections.md, "Reminders"): a customer's, previewed and written
 * under the customer; one by its id, and as the letter in the customer's language.
 */
const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers/:id/reminders',
    {
      config: { permission: 'collections.read' },
      schema: { tags, params: idParams, response: { 200: reminderListResponse, ...errors } },
    },
    async (request) => ({ items: await service.list(request.tenant, request.params.id) }),
  );

  app.get(
    '/customers/:id/reminders/preview',
    {
      config: { permission: 'collections.read' },
      schema: {
        tags,
        params: idParams,
        querystring: reminderInput,
        response: { 200: reminderItemResponse, ...errors },
      },
    },
    async (request) => ({
      item: await service.draft(request.tenant, request.params.id, request.query),
    }),
  );

  app.post(
    '/customers/:id/reminders',
    {
      config: { permission: 'collections.write' },
      schema: {
        tags,
        params: idParams,
        body: reminderInput,
        response: { 201: reminderItemResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ item: await service.create(request.tenant, request.params.id, request.body) }),
  );

  app.get(
    '/reminders/:id',
    {
      config: { permission: 'collections.read' },
      schema: { tags, params: idParams, response: { 200: reminderItemResponse, ...errors } },
    },
    async (request) => ({ item: await service.get(request.tenant, request.params.id) }),
  );

  app.get(
    '/reminders/:id/pdf',
    {
      config: { permission: 'collections.read' },
      schema: { tags, params: idParams, response: { 200: pdfResponse, ...errors } },
    },
    async (request, reply) => {
      const reminder = await service.get(request.tenant, request.params.id);
      const company = await companyRow(request.tenant.db, request.tenant.companyId);
      const { general: g } = await customerEntry(request.tenant, reminder.customer.id);
      // The postal address only: a letter's address block.
      const { name, address, zip, city, province, country } = g;
      const to = { name, address, zip, city, province, country };
      const pdf = await renderReminderPdf(reminder, letterheadOf(company, reminder.locale), to);
      return sendPdf(reply, {
        pdf,
        filename: `sollecito-${reminder.customer.code}-${reminder.date}-${reminder.level}.pdf`,
      });
    },
  );
};

export default reminderRoutes;
