import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Headers } from './documentsFixture';
import { formData } from './formData';
import {
  addItem,
  labelItem,
  openList,
  readyOrder,
  shippingFixture,
  type ShippingFixture,
} from './shippingFixture';

let f: ShippingFixture;
let warehouse: ReturnType<typeof api>;
beforeAll(async () => {
  f = await shippingFixture();
  warehouse = api(f.t, await f.t.signInTo('magazzino@example.com', 'Alfa S.r.l.'));
});
afterAll(() => f.t.close());

interface Stock {
  stocked: boolean;
  on_hand: string;
  reserved: string;
  available: string;
  min_stock: string | null;
}

const stockOf = async (id: number, headers: Headers = f.alfa): Promise<Stock> =>
  (await api(f.t, headers).get(`/articles/${id}`)).json().item;

/** A new stocked article of Alfa with `onHand` loaded by an initial movement. */
let serial = 0;
/** `POST /stock-movements` for article `articleId`: an adjustment as the form sends it. */
const move = (articleId: number, fields: Record<string, unknown>) =>
  f.a.post('/stock-movements', { article_id: articleId, ...fields });

async function newArticle(onHand = '0', extra: Record<string, unknown> = {}) {
  serial += 1;
  const created = await f.a.post('/articles', {
    code: `STK-${serial}-${Date.now()}`,
    description: `Articolo di magazzino ${serial}`,
    price: '10',
    ...extra,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().item.id as number;
  if (onHand !== '0') {
    const load = await move(id, {
      date: '2026-11-01',
      reason: 'initial',
      quantity: onHand,
    });
    expect(load.statusCode, load.body).toBe(201);
  }
  return id;
}

/** A confirmable DDT of `quantity` of `articleId` (a new ready order), with `body` on the list. */
async function ddtOf(articleId: number, quantity: string, body: Record<string, unknown> = {}) {
  const order = await readyOrder(f.t, f.alfa, f.alfaCustomers[0], articleId, [quantity]);
  const list = await openList(f.t, f.alfa, { date: '2026-12-01', ...body });
  const item = await addItem(f.t, f.alfa, list.id, {
    document_row_id: order.rows[0].id,
    quantity,
  });
  await labelItem(f.t, f.alfa, item.id);
  return { list, order };
}
const confirm = (id: number) => f.a.post(`/shipping-lists/${id}/confirm`, {});

describe('manual adjustments', () => {
  it('a signed adjustment moves on hand and is in the ledger with its author', async () => {
    const id = await newArticle('10');
    const damage = await warehouse.post('/stock-movements', {
      article_id: id,
      date: '2026-11-10',
      reason: 'damage',
      quantity: '-2,5',
      note: 'Caduto dal bancale',
    });
    expect(damage.statusCode, damage.body).toBe(201);
    expect(damage.json().item).toMatchObject({
      article_id: id,
      quantity: '-2.5',
      reason: 'damage',
      note: 'Caduto dal bancale',
      user: 'magazzino@example.com',
      reverses_id: null,
      reversed_by: null,
    });
    expect(await stockOf(id)).toMatchObject({ on_hand: '7.5', reserved: '0', available: '7.5' });
    const ledger = (await f.a.get(`/stock-movements?article_id=${id}`)).json();
    expect(ledger.total).toBe(2);
    expect(ledger.items.map((m: { quantity: string }) => m.quantity)).toEqual(['-2.5', '10']);
  });

  it('an inventory count records the difference from what is on hand', async () => {
    const id = await newArticle('10');
    const count = await move(id, {
      date: '2026-11-11',
      reason: 'count',
      counted: '7',
    });
    expect(count.statusCode, count.body).toBe(201);
    expect(count.json().item.quantity).toBe('-3');
    expect((await stockOf(id)).on_hand).toBe('7');
  });

  it('checks the body: a quantity of zero, a count without the counted figure', async () => {
    const id = await newArticle();
    const zero = await move(id, {
      date: '2026-11-11',
      reason: 'other',
      quantity: '0',
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors).toHaveProperty('quantity');
    const noCount = await move(id, {
      date: '2026-11-11',
      reason: 'count',
    });
    expect(noCount.statusCode).toBe(400);
    expect(noCount.json().errors).toHaveProperty('counted');
    const system = await move(id, {
      date: '2026-11-11',
      reason: 'ddt',
      quantity: '-1',
    });
    expect(system.statusCode).toBe(400);
    expect(system.json().errors).toHaveProperty('reason');
  });

  it('an unload below zero is a 409 naming the article and what is on hand', async () => {
    const id = await newArticle('3');
    const out = await move(id, {
      date: '2026-11-12',
      reason: 'damage',
      quantity: '-5',
    });
    expect(out.statusCode).toBe(409);
    expect(out.json().message).toMatch(
      /^Not enough stock of STK-\d+-\d+ – Articolo di magazzino \d+: 5 needed, 3 on hand$/,
    );
    expect(out.json().errors).toHaveProperty('quantity');
    expect((await stockOf(id)).on_hand).toBe('3');
  });

  it('an article not stocked has no movements (409 on article_id)', async () => {
    const id = await newArticle('0', { stocked: false });
    expect((await stockOf(id)).stocked).toBe(false);
    const refused = await move(id, {
      date: '2026-11-12',
      reason: 'other',
      quantity: '5',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toHaveProperty('article_id');
    expect(refused.json().message).toMatch(/is not stocked/);
    expect((await f.a.get(`/stock-movements?article_id=${id}`)).json().total).toBe(0);
  });
});

describe('reversal', () => {
  it('reverses a movement once; a second reversal and a reversal of a reversal are 409', async () => {
    const id = await newArticle('10');
    const wrong = (
      await move(id, {
        date: '2026-11-13',
        reason: 'other',
        quantity: '4',
      })
    ).json().item;
    const reversal = await f.a.post(`/stock-movements/${wrong.id}/reverse`, {
      date: '2026-11-14',
    });
    expect(reversal.statusCode, reversal.body).toBe(201);
    expect(reversal.json().item).toMatchObject({
      quantity: '-4',
      reason: 'reversal',
      reverses_id: wrong.id,
      date: '2026-11-14',
    });
    expect((await stockOf(id)).on_hand).toBe('10');
    expect((await f.a.get(`/stock-movements/${wrong.id}`)).json().item.reversed_by).toBe(
      reversal.json().item.id,
    );
    const again = await f.a.post(`/stock-movements/${wrong.id}/reverse`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `Movement ${wrong.id} has already been reversed by movement ${reversal.json().item.id}`,
    );
    const ofReversal = await f.a.post(`/stock-movements/${reversal.json().item.id}/reverse`, {});
    expect(ofReversal.statusCode).toBe(409);
    expect(ofReversal.json().message).toMatch(/is a reversal and cannot be reversed/);
    expect((await stockOf(id)).on_hand).toBe('10');
  });

  it('two reversals of one movement at once: exactly one passes', async () => {
    const id = await newArticle('10');
    const wrong = (
      await move(id, {
        date: '2026-11-13',
        reason: 'other',
        quantity: '4',
      })
    ).json().item;
    const answers = await Promise.all(
      [1, 2, 3].map(() => f.a.post(`/stock-movements/${wrong.id}/reverse`, {})),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await stockOf(id)).on_hand).toBe('10');
  });

  it('movements are never updated: the database refuses it', async () => {
    const id = await newArticle('10');
    await expect(
      f.t.pool.query('update stock_movements set quantity = 99 where article_id = $1', [id]),
    ).rejects.toThrow(/never edited/);
  });
});

describe('DDT confirmation', () => {
  it('unloads each stocked article by the items, one movement per article, dated the DDT', async () => {
    const id = await newArticle('10');
    const order = await readyOrder(f.t, f.alfa, f.alfaCustomers[0], id, ['2', '3']);
    const list = await openList(f.t, f.alfa, { date: '2026-12-01' });
    for (const [i, row] of order.rows.entries()) {
      const item = await addItem(f.t, f.alfa, list.id, {
        document_row_id: row.id,
        quantity: i === 0 ? '2' : '3',
      });
      await labelItem(f.t, f.alfa, item.id);
    }
    expect(await stockOf(id)).toMatchObject({ on_hand: '10', reserved: '5', available: '5' });
    const ok = await confirm(list.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await stockOf(id)).toMatchObject({ on_hand: '5', reserved: '0', available: '5' });
    const moves = (await f.a.get(`/stock-movements?shipping_list_id=${list.id}`)).json();
    expect(moves.total).toBe(1);
    expect(moves.items[0]).toMatchObject({
      article_id: id,
      quantity: '-5',
      reason: 'ddt',
      date: '2026-12-01',
      shipping_list: { id: list.id, number: ok.json().item.number, year: 2026 },
    });
  });

  it('a DDT with causale "return" loads instead', async () => {
    const id = await newArticle('1');
    const { list } = await ddtOf(id, '4', { transport_reason: 'return' });
    const ok = await confirm(list.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await stockOf(id)).on_hand).toBe('5');
    const [move] = (await f.a.get(`/stock-movements?shipping_list_id=${list.id}`)).json().items;
    expect(move).toMatchObject({ quantity: '4', reason: 'return' });
  });

  it('below zero: 409 naming the article and what is on hand, nothing confirmed', async () => {
    const id = await newArticle('2');
    const { list } = await ddtOf(id, '3');
    const refused = await confirm(list.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^Not enough stock of STK-\d+-\d+ – Articolo di magazzino \d+: 3 needed, 2 on hand$/,
    );
    expect((await f.a.get(`/shipping-lists/${list.id}`)).json().item).toMatchObject({
      status: 0,
      number: null,
    });
    expect((await stockOf(id)).on_hand).toBe('2');
  });

  it('an article not stocked moves nothing', async () => {
    const id = await newArticle('0', { stocked: false });
    const { list } = await ddtOf(id, '3');
    expect((await confirm(list.id)).statusCode).toBe(200);
    expect((await stockOf(id)).on_hand).toBe('0');
    expect((await f.a.get(`/stock-movements?shipping_list_id=${list.id}`)).json().total).toBe(0);
  });

  it('parallel confirmations that together would overdraw: exactly those that fit pass', async () => {
    const id = await newArticle('5');
    const lists = [];
    for (let i = 0; i < 5; i++) lists.push((await ddtOf(id, '2')).list);
    const answers = await Promise.all(lists.map((l) => confirm(l.id)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 409, 409, 409]);
    expect((await stockOf(id)).on_hand).toBe('1');
    const { rows } = await f.t.pool.query(
      'select sum(quantity)::text as sum, min(quantity)::text from stock_movements where article_id = $1',
      [id],
    );
    expect(Number(rows[0].sum)).toBe(1);
  });

  it('the company may allow negative stock (a setting of its profile)', async () => {
    const profile = (await f.a.get('/company-profile')).json().item;
    expect(profile.allow_negative_stock).toBe(false);
    const saved = await f.a.put('/company-profile', { ...profile, allow_negative_stock: true });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = await newArticle('1');
    const { list } = await ddtOf(id, '3');
    expect((await confirm(list.id)).statusCode).toBe(200);
    expect((await stockOf(id)).on_hand).toBe('-2');
    const current = (await f.a.get('/company-profile')).json().item;
    await f.a.put('/company-profile', { ...current, allow_negative_stock: false });
  });
});

describe('reserved', () => {
  it('follows the order status, its rows, and what confirmed DDTs ship', async () => {
    const id = await newArticle('20');
    const other = await newArticle('20');
    const order = await readyOrder(f.t, f.alfa, f.alfaCustomers[0], id, ['4'], 0);
    // To confirm (0) reserves nothing.
    expect((await stockOf(id)).reserved).toBe('0');
    const header = {
      customer_id: f.alfaCustomers[0],
      document_date: '2026-11-02',
      reference: 'Vs. ordine 77',
    };
    const confirmed = await f.a.put(`/documents/${order.id}`, { ...header, status: 1, version: 1 });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await stockOf(id)).toMatchObject({ reserved: '4', available: '16' });
    // A new row, a changed quantity, another article, a deleted row.
    const added = await f.a.post(`/documents/${order.id}/rows`, {
      article_id: id,
      description: 'Altra riga',
      quantity: '2',
      unit_price: '10',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await stockOf(id)).reserved).toBe('6');
    const rowId = added.json().item.id;
    const changed = await f.a.put(`/documents/rows/${rowId}`, {
      article_id: other,
      description: 'Altra riga',
      quantity: '3',
      unit_price: '10',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await stockOf(id)).reserved).toBe('4');
    expect((await stockOf(other)).reserved).toBe('3');
    expect((await f.a.del(`/documents/rows/${rowId}`)).statusCode).toBe(200);
    expect((await stockOf(other)).reserved).toBe('0');
    // Cancelled: nothing reserved.
    const version = (await f.a.get(`/documents/${order.id}`)).json().document.version;
    const cancelled = await f.a.put(`/documents/${order.id}`, { ...header, status: 7, version });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await stockOf(id)).reserved).toBe('0');
  });

  it('a partial DDT leaves the rest reserved; deleting an order frees it', async () => {
    const id = await newArticle('20');
    const order = await readyOrder(f.t, f.alfa, f.alfaCustomers[0], id, ['6']);
    expect((await stockOf(id)).reserved).toBe('6');
    const list = await openList(f.t, f.alfa, { date: '2026-12-01' });
    const item = await addItem(f.t, f.alfa, list.id, {
      document_row_id: order.rows[0].id,
      quantity: '2',
    });
    await labelItem(f.t, f.alfa, item.id);
    // An open list reserves no differently: the goods are still on the shelf.
    expect((await stockOf(id)).reserved).toBe('6');
    expect((await confirm(list.id)).statusCode).toBe(200);
    expect(await stockOf(id)).toMatchObject({ on_hand: '18', reserved: '4', available: '14' });
    const other = await readyOrder(f.t, f.alfa, f.alfaCustomers[0], id, ['5']);
    expect((await stockOf(id)).reserved).toBe('9');
    const deleted = await f.a.del(`/documents/${other.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await stockOf(id)).reserved).toBe('4');
  });
});

describe('articles', () => {
  it('"sotto scorta": available below the minimum', async () => {
    const below = await newArticle('3', { min_stock: '5' });
    const above = await newArticle('8', { min_stock: '5' });
    const list = (await f.a.get('/articles?below_min=true&perPage=100')).json();
    const ids = list.items.map((a: { id: number }) => a.id);
    expect(ids).toContain(below);
    expect(ids).not.toContain(above);
    for (const a of list.items) expect(Number(a.available)).toBeLessThan(Number(a.min_stock));
  });

  it('the cost is hidden from the warehouse and kept when it saves the article', async () => {
    const id = await newArticle('0', { cost: '4.25' });
    expect((await f.a.get(`/articles/${id}`)).json().item.cost).toBe('4.25');
    const seen = (await warehouse.get(`/articles/${id}`)).json().item;
    expect(seen).not.toHaveProperty('cost');
    expect(seen).toHaveProperty('on_hand');
  });
});

describe('initial stock import', () => {
  const upload = async (csv: string, mode: 'preview' | 'commit') => {
    const form = formData({ mode }, { field: 'file', data: Buffer.from(csv), filename: 's.csv' });
    return f.t.app.inject({
      method: 'POST',
      url: '/api/stock-movements/import',
      headers: { ...f.alfa, ...form.headers },
      payload: form.payload,
    });
  };

  it('previews, then sets each article to the file figure by an initial movement', async () => {
    const a = await newArticle('4');
    const b = await newArticle('0');
    const [codeA, codeB] = await Promise.all(
      [a, b].map(async (id) => (await f.a.get(`/articles/${id}`)).json().item.code as string),
    );
    const csv = `Codice;Giacenza;Note\n${codeA};10;Inventario\n${codeB};0\n`;
    const preview = await upload(csv, 'preview');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().summary).toEqual({ rows: 2, move: 1, unchanged: 1, errors: 0 });
    expect((await stockOf(a)).on_hand).toBe('4');
    const commit = await upload(csv, 'commit');
    expect(commit.statusCode, commit.body).toBe(200);
    expect((await stockOf(a)).on_hand).toBe('10');
    const [move] = (await f.a.get(`/stock-movements?article_id=${a}&reason=initial`)).json().items;
    expect(move).toMatchObject({ quantity: '6', note: 'Inventario' });
    // Again: nothing to move.
    expect((await upload(csv, 'commit')).json().summary).toMatchObject({ move: 0, unchanged: 2 });
  });

  it('refuses the whole file for an unknown code or a bad quantity', async () => {
    const a = await newArticle('1');
    const code = (await f.a.get(`/articles/${a}`)).json().item.code;
    const csv = `Codice;Giacenza\n${code};5\nNON-ESISTE;3\n${code}-x;abc\n`;
    const preview = (await upload(csv, 'preview')).json();
    expect(preview.summary).toMatchObject({ errors: 2, move: 1 });
    expect(preview.items.find((i: { line: number }) => i.line === 3).errors.code).toMatch(
      /No article has the code NON-ESISTE/,
    );
    const commit = await upload(csv, 'commit');
    expect(commit.statusCode).toBe(400);
    expect((await stockOf(a)).on_hand).toBe('1');
    const noColumn = await upload('Codice;Prezzo\nX;1\n', 'preview');
    expect(noColumn.statusCode).toBe(400);
  });
});

describe('valuation', () => {
  it('values the quantity at a date at the article cost', async () => {
    const id = await newArticle('0', { cost: '2.5' });
    for (const [date, quantity] of [
      ['2026-10-01', '10'],
      ['2026-10-15', '-4'],
      ['2026-11-20', '8'],
    ]) {
      const r = await move(id, {
        date,
        reason: 'other',
        quantity,
      });
      expect(r.statusCode, r.body).toBe(201);
    }
    const lineAt = async (date: string) =>
      (await f.a.get(`/stock-valuation?date=${date}`))
        .json()
        .items.find((l: { article_id: number }) => l.article_id === id);
    expect(await lineAt('2026-09-30')).toBeUndefined();
    expect(await lineAt('2026-10-01')).toMatchObject({
      quantity: '10',
      cost: '2.50',
      stock_value: '25.00',
    });
    expect(await lineAt('2026-10-31')).toMatchObject({ quantity: '6', stock_value: '15.00' });
    expect(await lineAt('2026-12-31')).toMatchObject({ quantity: '14', stock_value: '35.00' });
    const all = (await f.a.get('/stock-valuation?date=2026-12-31')).json();
    const sum = all.items.reduce(
      (s: number, l: { stock_value: string | null }) => s + Number(l.stock_value ?? 0),
      0,
    );
    expect(Number(all.total_value)).toBeCloseTo(sum, 2);
    const hidden = (await warehouse.get('/stock-valuation')).json();
    expect(hidden).not.toHaveProperty('total_value');
  });
});

describe('tenancy and roles', () => {
  it('another company’s article or movement is a 404', async () => {
    const betaArticle = f.betaArticles[0];
    const onBeta = await move(betaArticle, {
      date: '2026-11-12',
      reason: 'other',
      quantity: '1',
    });
    expect(onBeta.statusCode).toBe(404);
    const { rows } = await f.t.pool.query(
      `select m.id from stock_movements m join companies c on c.id = m.company_id
        where c.name = 'Beta S.p.A.' order by m.id limit 1`,
    );
    const betaMovement = rows[0].id as number;
    expect((await f.a.get(`/stock-movements/${betaMovement}`)).statusCode).toBe(404);
    expect((await f.a.post(`/stock-movements/${betaMovement}/reverse`, {})).statusCode).toBe(404);
    const ledger = (await f.a.get('/stock-movements?perPage=100')).json();
    expect(ledger.items.map((m: { id: number }) => m.id)).not.toContain(betaMovement);
  });

  it('the warehouse writes; sales and the accountant only read', async () => {
    const id = await newArticle('5');
    const body = { article_id: id, date: '2026-11-12', reason: 'other', quantity: '1' };
    expect((await warehouse.post('/stock-movements', body)).statusCode).toBe(201);
    for (const email of ['commerciale@example.com', 'commercialista@example.com']) {
      const reader = api(f.t, await f.t.signInTo(email, 'Alfa S.r.l.'));
      expect((await reader.get(`/stock-movements?article_id=${id}`)).statusCode).toBe(200);
      expect((await reader.get('/stock-valuation')).statusCode).toBe(200);
      expect((await reader.post('/stock-movements', body)).statusCode).toBe(403);
      const [first] = (await reader.get(`/stock-movements?article_id=${id}`)).json().items;
      expect((await reader.post(`/stock-movements/${first.id}/reverse`, {})).statusCode).toBe(403);
    }
    expect((await stockOf(id)).on_hand).toBe('6');
  });
});
