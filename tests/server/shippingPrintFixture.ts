import type { TestApp } from './testApp';
import { addItem, labelItem, openList, readyOrder, type ShippingFixture } from './shippingFixture';

/**
 * The DDT fields of a list, written straight into the database: the print tests need a DDT
 * to print, whatever the edit screen's API takes (tests/server/shipping-lists*.test.ts cover
 * that). `null` clears a field.
 */
export interface DdtFields {
  customer_id?: number | null;
  destination_id?: number | null;
  carrier_id?: number | null;
  transport_reason?: string;
  carriage?: string;
  transport_by?: string;
  goods_appearance?: string | null;
  gross_weight?: string | null;
  transport_start?: string | null;
  cod_amount?: string | null;
  notes?: string | null;
  snapshot?: unknown;
}

export async function setDdtFields(t: TestApp, listId: number, fields: DdtFields) {
  const entries = Object.entries(fields);
  const set = entries.map(([column], i) => `${column} = $${i + 2}`).join(', ');
  await t.pool.query(`update shipping_lists set ${set} where id = $1`, [
    listId,
    ...entries.map(([column, value]) =>
      column === 'snapshot' && value !== null ? JSON.stringify(value) : value,
    ),
  ]);
}

/** A delivery destination of a customer; answers its id. */
export async function newDestination(
  t: TestApp,
  customerId: number,
  values: { name: string; address: string; zip: string; city: string; province?: string },
) {
  const { rows } = await t.pool.query(
    `insert into customer_destinations (company_id, customer_id, name, address, zip, city, province, phone)
     select company_id, id, $2, $3, $4, $5, $6, '045 1234567' from customers where id = $1
     returning id`,
    [customerId, values.name, values.address, values.zip, values.city, values.province ?? null],
  );
  return rows[0].id as number;
}

/** A carrier of the company of `customerId`; answers its id. */
export async function newCarrier(t: TestApp, customerId: number, name: string) {
  const { rows } = await t.pool.query(
    `insert into carriers (company_id, name, vat_number, address, zip, city, province)
     select company_id, $2, '01234567890', 'Via dei Trasporti 5', '20100', 'Milano', 'MI'
     from customers where id = $1 returning id`,
    [customerId, name],
  );
  return rows[0].id as number;
}

/**
 * An open list of one customer's order of `parcels.length` rows, an item per row (its
 * parcels as given, 2.5 kg each), each with a label. Answers the list, order and label ids.
 */
export async function ddtWithItems(
  f: ShippingFixture,
  parcels: number[],
  customer = f.alfaCustomers[0],
) {
  const order = await readyOrder(
    f.t,
    f.alfa,
    customer,
    f.alfaArticles[0],
    parcels.map(() => '4'),
  );
  const list = await openList(f.t, f.alfa);
  const labels: number[] = [];
  for (const [i, row] of order.rows.entries()) {
    const item = await addItem(f.t, f.alfa, list.id, {
      document_row_id: row.id,
      quantity: '4',
      parcels: parcels[i],
      weight: '2.5',
    });
    labels.push(await labelItem(f.t, f.alfa, item.id));
  }
  // Carried by the sender: a DDT "by carrier" needs a carrier to be confirmed.
  await setDdtFields(f.t, list.id, { customer_id: customer, transport_by: 'sender' });
  return { list, order, labels };
}
