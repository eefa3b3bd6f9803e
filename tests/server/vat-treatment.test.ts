import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowsTreatment, type BuyerKind } from '../../contract/buyer-kinds';
import { api, createDocument, documentsFixture, type DocumentsFixture } from './documentsFixture';

let f: DocumentsFixture;
/** Alfa's customers by kind (the first of each), from the API. */
const byKind = new Map<BuyerKind, number>();
/** The last document of the demo data: the tests' own come after it. */
let lastSeeded: number;
beforeAll(async () => {
  f = await documentsFixture();
  lastSeeded = (await f.t.pool.query('select max(id)::int as id from documents')).rows[0].id;
  const { items } = (await api(f.t, f.alfa).get('/customers?sort=id&perPage=100')).json();
  for (const c of items as { id: number; buyer_kind: BuyerKind }[]) {
    if (!byKind.has(c.buyer_kind)) byKind.set(c.buyer_kind, c.id);
  }
});
afterAll(() => f.t.close());

/** A new customer of Alfa with this registry entry; answers its id and kind. */
async function customer(general: Record<string, unknown>) {
  const response = await api(f.t, f.alfa).post('/customers', {
    registry_code: `K${Math.random().toString(36).slice(2, 10)}`,
    credit_limit: '0',
    general: { address: 'Via Roma 1', zip: '37100', city: 'Verona', ...general },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().item as { id: number; buyer_kind: BuyerKind };
}

const row = (vat_rate: string, vat_nature: string | null = null) => ({
  description: 'Fornitura',
  quantity: '1',
  unit_price: '100',
  vat_rate,
  vat_nature,
});

const issue = (id: number, language = 'en') =>
  api(f.t, { ...f.alfa, 'accept-language': language }).post(`/documents/${id}/issue`, {});

describe('the buyer kind', () => {
  it('follows the registry entry: country and VAT id', async () => {
    const cases: [Record<string, unknown>, BuyerKind][] = [
      [{ name: 'Rossi S.r.l.', vat_number: '01234567897' }, 'it_business'],
      [
        { is_person: true, first_name: 'Anna', last_name: 'Neri', tax_code: 'GLLLRA80A41F205S' },
        'it_consumer',
      ],
      [{ name: 'Müller GmbH', country: 'DE', vat_number: '123456789', zip: '80802' }, 'eu_business'],
      [{ is_person: true, first_name: 'Jean', last_name: 'Dupont', country: 'FR', zip: '75001' }, 'eu_consumer'],
      [{ name: 'Acme Inc.', country: 'US', vat_number: '123456789', zip: '10001' }, 'non_eu'],
      [{ name: 'Titano S.r.l.', country: 'SM', vat_number: 'SM12345', zip: '47890' }, 'san_marino'],
    ]; // prettier-ignore
    for (const [general, kind] of cases) {
      const made = await customer(general);
      expect(made.buyer_kind, JSON.stringify(general)).toBe(kind);
      const read = (await api(f.t, f.alfa).get(`/customers/${made.id}`)).json().item;
      expect(read.buyer_kind).toBe(kind);
    }
  });
});

describe('new rows take the buyer’s treatment', () => {
  it('an EU business gets 0 % N3.2 for an article sold at 22 %, an Italian buyer the 22 %', async () => {
    const a = api(f.t, f.alfa);
    const germany = await customer({
      name: 'Berg GmbH',
      country: 'DE',
      vat_number: '811569869',
      zip: '80802',
    });
    const articles = (await a.get('/articles?sort=id&perPage=50')).json().items as {
      id: number;
      vat_rate: string;
    }[];
    const standard = articles.find((article) => article.vat_rate === '22')!;
    const lookup = (customerId: number) =>
      a.get(`/documents/price/${standard.id}?customer_id=${customerId}&quantity=1`);
    expect((await lookup(germany.id)).json().item).toMatchObject({
      vat_rate: '0',
      vat_nature: 'N3.2',
    });
    const italian = byKind.get('it_business')!;
    expect((await lookup(italian)).json().item).toMatchObject({ vat_rate: '22', vat_nature: null });

    const draft = await createDocument(f.t, f.alfa, {
      type: 'invoice',
      customer_id: germany.id,
      document_date: '2026-11-02',
      rows: [{ article_id: standard.id, quantity: '2' }],
    });
    expect(draft.rows[0]).toMatchObject({ vat_rate: '0', vat_nature: 'N3.2' });
    const added = await a.post(`/documents/${draft.id}/rows`, {
      article_id: standard.id,
      quantity: '1',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().item).toMatchObject({ vat_rate: '0', vat_nature: 'N3.2' });
  });

  it('an Italian buyer gets the standard rate for an article sold at 0 % N3.2', async () => {
    const a = api(f.t, f.alfa);
    const articles = (await a.get('/articles?sort=id&perPage=50')).json().items as {
      id: number;
      vat_rate: string;
      vat_nature: string | null;
    }[];
    const intraEu = articles.find((article) => article.vat_nature === 'N3.2')!;
    const consumer = byKind.get('it_consumer')!;
    const response = await a.get(
      `/documents/price/${intraEu.id}?customer_id=${consumer}&quantity=1`,
    );
    expect(response.json().item).toMatchObject({ vat_rate: '22', vat_nature: null });
  });
});

describe('issuing refuses a treatment outside the buyer’s kind', () => {
  it('22 % to an EU business: 409 on the row’s rate, naming line, customer and kind', async () => {
    const germany = await customer({
      name: 'Weber GmbH',
      country: 'DE',
      vat_number: '129273398',
      zip: '80802',
    });
    const draft = await createDocument(f.t, f.alfa, {
      type: 'invoice',
      customer_id: germany.id,
      document_date: '2026-11-02',
      rows: [row('0', 'N3.2'), row('22')],
    });
    const refused = await issue(draft.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: expect.stringMatching(
        /^Line 2 has 22 %, which does not apply to Weber GmbH \(EU business with VAT id\): this customer is not charged Italian VAT, use 0 % with one of these natures: .*N3\.2/,
      ),
      errors: { 'rows.1.vat_rate': expect.stringMatching(/^Line 2 has 22 %/) },
    });
    const italian = await issue(draft.id, 'it');
    expect(italian.json().message).toMatch(/^La riga 2 ha 22 %, che non si applica a Weber GmbH/);
    // Nothing was numbered: still a draft.
    const read = await api(f.t, f.alfa).get(`/documents/${draft.id}`);
    expect(read.json(), read.body).toMatchObject({ document: { number: null } });
  });

  it('N3.2 or N6.2 to an Italian consumer: 409 on the row’s natura', async () => {
    const consumer = byKind.get('it_consumer')!;
    const draft = await createDocument(f.t, f.alfa, {
      type: 'invoice',
      customer_id: consumer,
      document_date: '2026-11-02',
      rows: [row('22'), row('0', 'N3.2'), row('0', 'N6.2')],
    });
    const refused = await issue(draft.id);
    expect(refused.statusCode).toBe(409);
    expect(Object.keys(refused.json().errors)).toEqual(['rows.1.vat_nature', 'rows.2.vat_nature']);
    expect(refused.json().message).toMatch(
      /^Line 2 has 0 % N3\.2, which does not apply to .* \(Italian consumer\): use a VAT rate or one of these natures: N1, N2\.2, N4, N5$/,
    );
  });

  it('issues the same rows once they fit', async () => {
    const consumer = byKind.get('it_consumer')!;
    const draft = await createDocument(f.t, f.alfa, {
      type: 'invoice',
      customer_id: consumer,
      document_date: '2026-11-02',
      rows: [row('22'), row('0', 'N4')],
    });
    const issued = await issue(draft.id);
    expect(issued.statusCode, issued.body).toBe(200);
  });
});

describe('a credit note of an invoice issued before the rule', () => {
  it('may reverse the invoice’s own 22 % to an EU business, not add another rate', async () => {
    const a = api(f.t, { ...f.alfa, 'accept-language': 'en' });
    const germany = await customer({
      name: 'Altmann GmbH',
      country: 'DE',
      vat_number: '204659398',
      zip: '80802',
    });
    const wrong = await createDocument(f.t, f.alfa, {
      type: 'invoice',
      customer_id: germany.id,
      document_date: '2024-06-10',
      rows: [row('22')],
    });
    // Issued by an earlier version that did not check the buyer: numbered outside the series.
    await f.t.pool.query(`update documents set number = 9001, issued_at = now() where id = $1`, [
      wrong.id,
    ]);
    const note = (await a.post(`/documents/${wrong.id}/convert`, { type: 'credit-note' })).json()
      .item;
    expect(note.rows).toMatchObject([{ vat_rate: '22', vat_nature: null }]);
    const extra = await a.post(`/documents/${note.id}/rows`, row('10'));
    expect(extra.statusCode, extra.body).toBe(201);
    const refused = await issue(note.id);
    expect(refused.statusCode).toBe(409);
    expect(Object.keys(refused.json().errors)).toEqual(['rows.1.vat_rate']);
    await a.del(`/documents/rows/${extra.json().item.id}`);
    const issued = await issue(note.id);
    expect(issued.statusCode, issued.body).toBe(200);
  });
});

describe('the demo data', () => {
  it('gives every document’s rows a treatment its buyer’s kind allows', async () => {
    for (const headers of [f.alfa, f.beta]) {
      const a = api(f.t, headers);
      const customers = (await a.get('/customers?perPage=100')).json().items as {
        id: number;
        buyer_kind: BuyerKind;
      }[];
      const kinds = new Map(customers.map((c) => [c.id, c.buyer_kind]));
      const { rows } = await f.t.pool.query(
        `select d.customer_id, r.vat_rate, r.vat_nature, d.type, d.number
           from document_rows r join documents d on d.id = r.document_id
          where d.company_id = (select company_id from customers where id = $1) and d.id <= $2`,
        [customers[0].id, lastSeeded],
      );
      expect(rows.length).toBeGreaterThan(50);
      const outside = rows.filter(
        (r: { customer_id: number; vat_rate: string; vat_nature: string | null }) =>
          !allowsTreatment(kinds.get(r.customer_id)!, r),
      );
      expect(outside).toEqual([]);
      expect(new Set(kinds.values())).toContain('eu_business');
    }
  });
});
