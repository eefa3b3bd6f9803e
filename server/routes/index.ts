import type { FastifyPluginAsync } from 'fastify';
import carrierRoutes from './carriers';
import companyProfileRoutes from './company-profile';
import configuratorRoutes from './configurator';
import customerRoutes from './customers';
import dashboardRoutes from './dashboards';
import deferredInvoiceRoutes from './deferred-invoices';
import destinationRoutes from './destinations';
import documentRoutes from './documents';
import generalRegRoutes from './general-regs';
import labelRoutes from './labels';
import paymentTermRoutes from './payment-terms';
import sdiRoutes from './sdi';
import selectsRoutes from './selects';
import shippingListRoutes from './shipping-lists';

/**
 * The tenant routes that need no options, in registration order: `app.ts` registers each
 * behind authentication and the active company. A new resource adds its line here.
 */
export const tenantRoutes: FastifyPluginAsync[] = [
  generalRegRoutes,
  customerRoutes,
  destinationRoutes,
  documentRoutes,
  deferredInvoiceRoutes,
  shippingListRoutes,
  labelRoutes,
  dashboardRoutes,
  configuratorRoutes,
  carrierRoutes,
  paymentTermRoutes,
  companyProfileRoutes,
  sdiRoutes,
  selectsRoutes,
];
