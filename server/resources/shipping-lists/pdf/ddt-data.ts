import { asc, eq } from 'drizzle-orm';
import type { Carriage, TransportBy, TransportReason } from '../../../../contract/enums';
import { articles } from '../../articles/table';
import { companies } from '../../../db/tables/companies';
import { customers } from '../../customers/table';
import { documentRows, documents } from '../../documents/table';
import { generalRegs } from '../../general-regs/table';
import { shippingItems, shippingLists } from '../table';
import { notFound } from '../../../lib/errors';
import { joinOwned, type TenantScope } from '../../../lib/tenant';
import { decimalOut, quantityOut } from '../../../lib/decimals';
import type { PdfLocale } from '../../../lib/pdf/words';
import { letterheadOf } from '../../../lib/pdf/letterhead';
import { billingAddressOf } from '../../customers/billing-address';
import { partiesOf } from '../parties';
import { shipmentOf } from './ddt-shipment';
import type { DdtView } from './ddt-view';
import { describedRow } from '../../../../contract/configurator-summary';

export type ListRecord = typeof shippingLists.$inferSelect;

/** One list of the tenant as stored (404 when it is not the tenant's). */
export async function listRecord(tenant: TenantScope, id: number): Promise<ListRecord> {
  const [list] = await tenant.db
    .select()
    .from(shippingLists)
    .where(tenant.owned(shippingLists, eq(shippingLists.id, id)));
  if (!list) throw notFound('not_found.shipping_list');
  return list;
}

/** The items of a list in item order, with their order rows, orders and article codes. */
function listItems(tenant: TenantScope, listId: number) {
  return tenant.db
    .select({
      id: shippingItems.id,
      quantity: shippingItems.quantity,
      parcels: shippingItems.parcels,
      weight: shippingItems.weight,
      description: documentRows.description,
      configText: documentRows.configText,
      order: {
        number: documents.number,
        year: documents.year,
        reference: documents.reference,
        customerId: documents.customerId,
      },
      article: { code: articles.code, unit: articles.unit },
    })
    .from(shippingItems)
    .innerJoin(
      documentRows,
      tenant.owned(documentRows, eq(documentRows.id, shippingItems.documentRowId)),
    )
    .innerJoin(documents, tenant.owned(documents, eq(documents.id, documentRows.documentId)))
    .leftJoin(articles, joinOwned(articles, documentRows, eq(articles.id, documentRows.articleId)))
    .where(tenant.owned(shippingItems, eq(shippingItems.shippingListId, listId)))
    .orderBy(asc(shippingItems.id));
}

/** The customer's language and the identity the DDT prints (live: the place is frozen). */
async function customerOf(tenant: TenantScope, customerId: number) {
  const [found] = await tenant.db
    .select({ customer: customers, general: generalRegs })
    .from(customers)
    .innerJoin(generalRegs, tenant.owned(generalRegs, eq(generalRegs.id, customers.generalRegId)))
    .where(tenant.owned(customers, eq(customers.id, customerId)));
  return found ?? null;
}

/**
 * A list's DDT: the list as stored, its recipient (the list's customer, or while it has none
 * the first item's, as the first item would set it), the place and carrier (`partiesOf`:
 * frozen once confirmed), the company letterhead and the goods. Answers the view and the
 * customer's language (null for an empty list without customer).
 */
export async function ddtData(
  tenant: TenantScope,
  id: number,
  locale: (customerLanguage: string | null) => PdfLocale,
): Promise<{ view: DdtView; locale: PdfLocale }> {
  const list = await listRecord(tenant, id);
  const [items, [company]] = await tenant.all([
    () => listItems(tenant, list.id),
    () => tenant.db.select().from(companies).where(eq(companies.id, tenant.companyId)),
  ]);
  const customerId = list.customerId ?? items[0]?.order.customerId ?? null;
  const [found, parties] = await tenant.all([
    () => (customerId === null ? null : customerOf(tenant, customerId)),
    () => partiesOf(tenant, { ...list, customerId }),
  ]);
  const language = locale(found?.customer.language ?? null);
  const shipment = shipmentOf(items, list.grossWeight);
  const billing = found && billingAddressOf(found.customer, found.general);
  return {
    locale: language,
    view: {
      number: list.number,
      year: list.year,
      date: list.date,
      company: letterheadOf(company, language),
      customer: found
        ? {
            name: parties?.place.recipient ?? found.general.name,
            address: billing?.address,
            zip: billing?.zip,
            city: billing?.city,
            province: billing?.province,
            country: billing?.country,
            vat_number: found.general.vatNumber,
            tax_code: found.general.taxCode,
          }
        : null,
      place: parties?.place ?? null,
      transport_reason: list.transportReason as TransportReason,
      carriage: list.carriage as Carriage,
      transport_by: list.transportBy as TransportBy,
      carrier: parties?.carrier ?? null,
      goods_appearance: list.goodsAppearance,
      parcels: shipment.parcels,
      gross_weight: shipment.gross_weight,
      transport_start: list.transportStart?.toISOString() ?? null,
      cod_amount: list.codAmount === null ? null : decimalOut(list.codAmount, 2),
      notes: list.notes,
      rows: items.map((item) => ({
        code: item.article?.code ?? null,
        description: describedRow(item.description, item.configText, language),
        unit: item.article?.unit ?? null,
        quantity: quantityOut(item.quantity),
        parcels: item.parcels,
        order: `${item.order.number}/${item.order.year}`,
        customer_reference: item.order.reference,
      })),
    },
  };
}
