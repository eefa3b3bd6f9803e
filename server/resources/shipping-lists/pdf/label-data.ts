import { asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale } from '../../../../contract/messages';
import { articles } from '../../articles/table';
import { companies } from '../../../db/tables/companies';
import { customers } from '../../customers/table';
import { documentRows, documents } from '../../documents/table';
import { labels, shippingItems, shippingLists } from '../table';
import { joinOwned, type TenantScope } from '../../../lib/tenant';
import type { DeliveryPlace } from '../../customers/delivery';
import { formatFor } from '../../../lib/pdf/format';
import type { PdfLocale } from '../../../lib/pdf/words';
import { partiesOf, type DdtParties } from '../parties';
import { isGs1Prefix, parcelCode, sscc, ssccText } from '../sscc';
import { shipmentOf, type Shipment } from './ddt-shipment';
import { LABEL_WORDS } from './label-words';
import type { LabelPage, LabelParty } from './label-view';

type Place = Pick<DeliveryPlace, 'address' | 'zip' | 'city' | 'province' | 'country'>;
function addressLines(a: Place): string[] {
  const place = [a.zip, a.city, a.province ? `(${a.province})` : null].filter(Boolean).join(' ');
  return [a.address, place, a.country && a.country !== 'IT' ? a.country : null].filter(
    (line): line is string => Boolean(line),
  );
}

type ListRecord = typeof shippingLists.$inferSelect;
/** What every label of one DDT shares: the shipment, the place, the carrier, the language. */
interface DdtContext {
  shipment: Shipment;
  parties: DdtParties | null;
  locale: PdfLocale;
}

/**
 * The shipment of each list `lists`: all its items (labelled or not) numbered across, its
 * parties (`partiesOf`: frozen once confirmed) and its customer's language. A list without
 * a customer yet takes its first item's, as the first item would set it.
 */
async function contexts(tenant: TenantScope, lists: ListRecord[]) {
  const ids = lists.map((list) => list.id);
  const items = await tenant.db
    .select({
      id: shippingItems.id,
      listId: shippingItems.shippingListId,
      parcels: shippingItems.parcels,
      weight: shippingItems.weight,
      customerId: documents.customerId,
    })
    .from(shippingItems)
    .innerJoin(
      documentRows,
      tenant.owned(documentRows, eq(documentRows.id, shippingItems.documentRowId)),
    )
    .innerJoin(documents, tenant.owned(documents, eq(documents.id, documentRows.documentId)))
    .where(tenant.owned(shippingItems, inArray(shippingItems.shippingListId, ids)))
    .orderBy(asc(shippingItems.id));
  const customerOf = (list: ListRecord) =>
    list.customerId ?? items.find((item) => item.listId === list.id)?.customerId ?? null;
  const customerIds = [...new Set(lists.flatMap((list) => customerOf(list) ?? []))];
  const languages = new Map(
    (customerIds.length
      ? await tenant.db
          .select({ id: customers.id, language: customers.language })
          .from(customers)
          .where(tenant.owned(customers, inArray(customers.id, customerIds)))
      : []
    ).map((c) => [c.id, c.language]),
  );
  const entries = await tenant.all(
    lists.map((list) => async (): Promise<[number, DdtContext]> => {
      const customerId = customerOf(list);
      const language = customerId === null ? null : languages.get(customerId);
      return [
        list.id,
        {
          shipment: shipmentOf(
            items.filter((item) => item.listId === list.id),
            list.grossWeight,
          ),
          parties: await partiesOf(tenant, { ...list, customerId }),
          locale: isLocale(language) ? language : DEFAULT_LOCALE,
        },
      ];
    }),
  );
  return new Map(entries);
}

/**
 * The pages of labels `ids` (one per parcel), in list and item order. A DDT is one shipment:
 * its parcels are numbered across its items (1/7 … 7/7), every label names the place of
 * delivery, the shipment's parcels and gross weight, the DDT number and the cash on delivery,
 * in the recipient's language. The sender is the company's letterhead.
 */
export async function labelPages(tenant: TenantScope, ids: number[]): Promise<LabelPage[]> {
  const [[company], rows] = await tenant.all([
    () => tenant.db.select().from(companies).where(eq(companies.id, tenant.companyId)),
    () =>
      tenant.db
        .select({
          labelId: labels.id,
          item: shippingItems,
          list: shippingLists,
          row: { description: documentRows.description },
          order: { number: documents.number, year: documents.year, reference: documents.reference },
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
        .leftJoin(
          articles,
          joinOwned(articles, documentRows, eq(articles.id, documentRows.articleId)),
        )
        .where(tenant.owned(labels, inArray(labels.id, ids)))
        .orderBy(asc(shippingLists.id), asc(shippingItems.id)),
  ]);
  const lists = [...new Map(rows.map((r) => [r.list.id, r.list])).values()];
  const ddts = lists.length ? await contexts(tenant, lists) : new Map<number, DdtContext>();
  const prefix = company.gs1Prefix && isGs1Prefix(company.gs1Prefix) ? company.gs1Prefix : null;
  return rows.flatMap(({ labelId, item, list, row, order, articleCode }) => {
    const { shipment, parties, locale } = ddts.get(list.id)!;
    const words = LABEL_WORDS[locale];
    const format = formatFor(locale);
    const sender: LabelParty = {
      name: company.name,
      lines: [...addressLines(company), company.phone ? `${words.phone} ${company.phone}` : null]
        .filter((line): line is string => Boolean(line))
        .slice(0, 3),
    };
    const place = parties?.place;
    const recipient: LabelParty = place
      ? {
          name: place.recipient,
          destination: place.destination,
          lines: [
            ...addressLines(place),
            place.phone ? `${words.phone} ${place.phone}` : null,
          ].filter((line): line is string => Boolean(line)),
        }
      : { name: '—', lines: [] };
    const first = shipment.first_parcel.get(item.id) ?? 1;
    return Array.from({ length: item.parcels }, (_, i): LabelPage => {
      const code = prefix ? sscc(prefix, labelId, i + 1) : null;
      return {
        locale,
        sender,
        recipient,
        ddt_number: list.number ? `${list.number}/${list.year}` : null,
        ddt_date: format.date(list.date),
        carrier: parties?.carrier?.name ?? null,
        parcel: first + i,
        parcels: shipment.parcels,
        weight: shipment.gross_weight === null ? null : format.quantity(shipment.gross_weight),
        cod: list.codAmount === null ? null : format.money(list.codAmount),
        order: `${order.number}/${order.year}`,
        customer_reference: order.reference,
        article: [articleCode, row.description].filter(Boolean).join(' · '),
        quantity: format.quantity(item.quantity),
        parcel_code: parcelCode(labelId, i + 1),
        sscc: code,
        sscc_text: code && prefix ? ssccText(code, prefix.length) : null,
      };
    });
  });
}
