import Decimal from 'decimal.js';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  articles,
  companies,
  customers,
  documentRows,
  documents,
  generalRegs,
  labels,
  shippingItems,
  shippingLists,
} from '../../../db/schema';
import type { TenantScope } from '../../../tenant';
import { formatFor } from '../../documents/pdf/format';
import { isGs1Prefix, parcelCode, sscc, ssccText } from '../sscc';
import type { LabelPage, LabelParty } from './view';

const it = formatFor('it');

interface Address {
  address: string | null;
  zip: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
}
function addressLines(a: Address): string[] {
  const place = [a.zip, a.city, a.province ? `(${a.province})` : null].filter(Boolean).join(' ');
  return [a.address, place, a.country && a.country !== 'IT' ? a.country : null].filter(
    (line): line is string => Boolean(line),
  );
}

/**
 * The pages of labels `ids` (one per parcel), in list and item order: the sender is the
 * company's letterhead, the recipient the customer's billing address (else its registry
 * entry's address, never a mix: customers have no separate shipping address yet).
 */
export async function labelPages(tenant: TenantScope, ids: number[]): Promise<LabelPage[]> {
  const [[company], rows] = await Promise.all([
    tenant.db.select().from(companies).where(eq(companies.id, tenant.companyId)),
    tenant.db
      .select({
        labelId: labels.id,
        item: shippingItems,
        list: shippingLists,
        row: { description: documentRows.description },
        order: { number: documents.number, year: documents.year, reference: documents.reference },
        customer: customers,
        general: generalRegs,
        articleCode: articles.code,
      })
      .from(labels)
      .innerJoin(
        shippingItems,
        tenant.owned(shippingItems, eq(shippingItems.id, labels.shippingItemId)),
      )
      .innerJoin(
        shippingLists,
        tenant.owned(shippingLists, eq(shippingLists.id, shippingItems.shippingListId)),
      )
      .innerJoin(
        documentRows,
        tenant.owned(documentRows, eq(documentRows.id, shippingItems.documentRowId)),
      )
      .innerJoin(documents, tenant.owned(documents, eq(documents.id, documentRows.documentId)))
      .innerJoin(customers, tenant.owned(customers, eq(customers.id, documents.customerId)))
      .innerJoin(generalRegs, tenant.owned(generalRegs, eq(generalRegs.id, customers.generalRegId)))
      .leftJoin(
        articles,
        and(
          eq(articles.companyId, documentRows.companyId),
          eq(articles.id, documentRows.articleId),
        ),
      )
      .where(tenant.owned(labels, inArray(labels.id, ids)))
      .orderBy(asc(shippingLists.id), asc(shippingItems.id)),
  ]);
  const prefix = company.gs1Prefix && isGs1Prefix(company.gs1Prefix) ? company.gs1Prefix : null;
  const sender: LabelParty = {
    name: company.name,
    lines: [...addressLines(company), company.phone ? `Tel. ${company.phone}` : null].filter(
      (line): line is string => Boolean(line),
    ),
  };
  return rows.flatMap(({ labelId, item, list, row, order, customer, general, articleCode }) => {
    const recipient: LabelParty = {
      name: general.name,
      lines: [
        ...addressLines(
          customer.billingAddress
            ? {
                address: customer.billingAddress,
                zip: customer.billingZip,
                city: customer.billingCity,
                province: customer.billingProvince,
                country: customer.billingCountry,
              }
            : general,
        ),
        (customer.phone ?? general.phone) ? `Tel. ${customer.phone ?? general.phone}` : null,
      ].filter((line): line is string => Boolean(line)),
    };
    const weight =
      item.weight === null
        ? null
        : it.quantity(new Decimal(item.weight).div(item.parcels).toDecimalPlaces(2).toFixed());
    return Array.from({ length: item.parcels }, (_, i): LabelPage => {
      const code = prefix ? sscc(prefix, labelId, i + 1) : null;
      return {
        sender,
        recipient,
        list_number: list.number ? `${list.number}/${list.year}` : null,
        list_date: it.date(list.date),
        carrier: list.legacyCarrier,
        parcel: i + 1,
        parcels: item.parcels,
        weight,
        order: `${order.number}/${order.year}`,
        customer_reference: order.reference,
        article: [articleCode, row.description].filter(Boolean).join(' · '),
        quantity: it.quantity(item.quantity),
        parcel_code: parcelCode(labelId, i + 1),
        sscc: code,
        sscc_text: code && prefix ? ssccText(code, prefix.length) : null,
      };
    });
  });
}
