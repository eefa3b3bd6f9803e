import type { FastifyPluginAsync } from 'fastify';
import bankAccountRoutes from './bank-accounts/routes';
import bankBatchRoutes from './bank-batches/routes';
import carrierRoutes from './carriers/routes';
import companyProfileRoutes from './company-profile/routes';
import configuratorRoutes from './configurator/routes';
import customerRoutes from './customers/routes';
import dashboardRoutes from './dashboards/routes';
import deferredInvoiceRoutes from './deferred-invoices/routes';
import destinationRoutes from './destinations/routes';
import documentRoutes from './documents/routes';
import generalRegRoutes from './general-regs/routes';
import instalmentRoutes from './instalments/routes';
import labelRoutes from './shipping-lists/label-routes';
import paymentTermRoutes from './payment-terms/routes';
import paymentRoutes from './payments/routes';
import lateInterestRateRoutes from './late-interest-rates/routes';
import memberRoutes from './members/routes';
import auditRoutes from './audit-entries/routes';
import reminderRoutes from './reminders/routes';
import sdiRoutes from './sdi/routes';
import sddMandateRoutes from './sdd-mandates/routes';
import statementRoutes from './statements/routes';
import stampDutyRoutes from './stamp-duty/routes';
import { ddtCitations, releaseDdts } from './deferred-invoices/citations';
import { itemsBilled, shippedOf, unbilledItems } from './deferred-invoices/order-billing';
import { extendDocuments } from './documents/extensions';
import { heldQuantity } from './shipping-lists/rows';
import { syncInstalments } from './instalments/plan';
import { syncCreditNote } from './payments/credit-notes';
import shippingListRoutes from './shipping-lists/routes';
import letterOfIntentRoutes from './letters-of-intent/routes';
import stockMovementRoutes from './stock-movements/routes';
import { extendShipping } from './shipping-lists/extensions';
import { ddtConfirming } from './stock-movements/ddt';
import { orderRowsChanged } from './stock-movements/reserved';
import {
  assignLetter,
  intentCovers,
  letterOfDocument,
  reassignLetter,
  releaseLetter,
} from './letters-of-intent/plafond';

/**
 * The tenant routes that need no options, in registration order: `app.ts` registers each
 * behind authentication and the active company. A new resource adds its line here.
 */
export const tenantRoutes: FastifyPluginAsync[] = [
  generalRegRoutes,
  customerRoutes,
  destinationRoutes,
  letterOfIntentRoutes,
  sddMandateRoutes,
  statementRoutes,
  documentRoutes,
  deferredInvoiceRoutes,
  stampDutyRoutes,
  shippingListRoutes,
  labelRoutes,
  stockMovementRoutes,
  dashboardRoutes,
  configuratorRoutes,
  carrierRoutes,
  bankAccountRoutes,
  instalmentRoutes,
  paymentRoutes,
  bankBatchRoutes,
  reminderRoutes,
  lateInterestRateRoutes,
  paymentTermRoutes,
  companyProfileRoutes,
  memberRoutes,
  auditRoutes,
  sdiRoutes,
];

// What shipping lists, deferred invoices, letters of intent, collections and the stock add to the rules
// of documents.
extendDocuments({
  dueDatesStored: async (tx, doc) => {
    await syncInstalments(tx, doc);
    await syncCreditNote(tx, doc);
  },
  intentCovers,
  letterOfIntent: letterOfDocument,
  issuing: assignLetter,
  sdiRejected: releaseLetter,
  resending: reassignLetter,
  heldQuantity,
  billedRowsDeleted: releaseDdts,
  citations: ddtCitations,
  shippedOf,
  unbilledItems,
  itemsBilled,
  orderRowsChanged,
});

// What the stock adds to a DDT's confirmation.
extendShipping({ confirming: ddtConfirming });
