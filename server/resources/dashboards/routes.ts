import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dashboardQuery,
  ordersDashboardSchema,
  salesDashboardSchema,
} from '../../../contract/dashboards';
import { ordersDashboard } from './orders';
import { salesDashboard } from './sales';
import { errors } from '../../lib/route-errors';

const tags = ['dashboards'];

/** The sales and orders dashboards: figures of the active company, aggregated in SQL. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboards/sales',
    {
      config: { permission: 'dashboards.read' },
      schema: {
        tags,
        querystring: dashboardQuery,
        response: { 200: salesDashboardSchema, ...errors },
      },
    },
    (request) => salesDashboard(request.tenant, request.query),
  );

  app.get(
    '/dashboards/orders',
    {
      config: { permission: 'dashboards.read' },
      schema: {
        tags,
        querystring: dashboardQuery,
        response: { 200: ordersDashboardSchema, ...errors },
      },
    },
    (request) => ordersDashboard(request.tenant, request.query),
  );
};

export default dashboardRoutes;
