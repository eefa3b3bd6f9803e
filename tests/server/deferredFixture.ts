import type { TestApp } from './testApp';
import { createDocument, type Headers } from './documentsFixture';

/**
 * Confirmed DDTs for the deferred invoicing's tests, written straight to the database (the
 * shipping lists' own rules are tested in shipping-*.test.ts): a list of one customer,
 * confirmed with the next number of its year, holding the given quantities of order rows.
 */
export async function confirmedDdt(
  t: TestApp,
  company: string,
  customerId: number,
  date: string,
  items: { rowId: number; quantity: string }[],
) {
  const client = await t.pool.connect();
  try {
    await client.query('begin');
    const { rows: companies } = await client.query('select id from companies where name = $1', [
      company,
    ]);
    const companyId = companies[0].id as number;
    const year = Number(date.slice(0, 4));
    const { rows: counter } = await client.query(
      `insert into shipping_list_counters (company_id, year, last_number) values ($1, $2, 1)
       on conflict (company_id, year) do update set last_number = shipping_list_counters.last_number + 1
       returning last_number`,
      [companyId, year],
    );
    const number = counter[0].last_number as number;
    const { rows: lists } = await client.query(
      `insert into shipping_lists (company_id, number, year, date, status, customer_id)
       values ($1, $2, $3, $4, 1, $5) returning id`,
      [companyId, number, year, date, customerId],
    );
    const id = lists[0].id as number;
    const itemIds: number[] = [];
    for (const item of items) {
      const { rows } = await client.query(
        `insert into shipping_items (company_id, shipping_list_id, document_row_id, quantity, parcels)
         values ($1, $2, $3, $4, 1) returning id`,
        [companyId, id, item.rowId, item.quantity],
      );
      itemIds.push(rows[0].id as number);
    }
    await client.query('commit');
    return { id, number, year, date, itemIds };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}
export type Ddt = Awaited<ReturnType<typeof confirmedDdt>>;

/** An order of `customerId` with rows of the given quantity, price, discount and VAT. */
export async function order(
  t: TestApp,
  headers: Headers,
  customerId: number,
  articleId: number,
  rows: { quantity: string; unit_price: string; discount?: string; vat_rate?: string }[],
) {
  const created = await createDocument(t, headers, {
    customer_id: customerId,
    document_date: '2025-02-01',
    rows: rows.map((row, i) => ({
      article_id: articleId,
      description: `Articolo ${i + 1}`,
      discount: '0',
      vat_rate: '22',
      ...row,
    })),
  });
  return created as { id: number; rows: { id: number }[] };
}

/** The DDT items a document's rows bill (`shipping_item_id`), in row order. */
export async function billedItems(t: TestApp, documentId: number) {
  const { rows } = await t.pool.query(
    'select shipping_item_id from document_rows where document_id = $1 order by position',
    [documentId],
  );
  return rows.map((r) => r.shipping_item_id as number | null);
}

/** The invoice a DDT is billed by (null: not yet invoiced). */
export async function invoiceOf(t: TestApp, ddtId: number) {
  const { rows } = await t.pool.query('select invoice_id from shipping_lists where id = $1', [
    ddtId,
  ]);
  return rows[0].invoice_id as number | null;
}
