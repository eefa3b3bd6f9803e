import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../server/lib/dates';
import { api, createDocument, documentsFixture, type DocumentsFixture } from './documentsFixture';

let f: DocumentsFixture;
beforeAll(async () => {
  f = await documentsFixture();
});
afterAll(() => f.t.close());

interface Entry {
  action: string;
  resource: string | null;
  record_id: string | null;
  user_email: string | null;
  ip: string | null;
  route: string | null;
  label: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const trail = async (query: string) => {
  const response = await api(f.t, f.alfa).get(`/audit-entries?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items as Entry[];
};

describe('the audit trail', () => {
  it('records an update with who, from where, before and after', async () => {
    const { items } = (await api(f.t, f.alfa).get('/carriers?sort=id')).json();
    const carrier = items[0];
    const { id: _id, version, ...fields } = carrier;
    const response = await api(f.t, f.alfa).put(`/carriers/${carrier.id}`, {
      ...fields,
      name: 'Vettore Rinominato S.r.l.',
      version,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [entry] = await trail(`resource=carriers&record_id=${carrier.id}`);
    expect(entry).toMatchObject({
      action: 'update',
      user_email: 'alfa@example.com',
      route: 'PUT /carriers/:id',
      label: 'Vettore Rinominato S.r.l.',
    });
    expect(entry.ip).toBeTruthy();
    expect(entry.before?.name).toBe(carrier.name);
    expect(entry.after?.name).toBe('Vettore Rinominato S.r.l.');
  });

  it('records issue, the XML download and a deletion, once each, even clicked twice', async () => {
    const doc = await createDocument(f.t, f.alfa, {
      type: 'invoice',
      customer_id: f.alfaCustomers[0],
      document_date: todayIn(),
      rows: [{ description: 'Consulenza', quantity: '1', unit_price: '100', vat_rate: '22' }],
    });
    const issue = () =>
      f.t.app.inject({
        method: 'POST',
        url: `/api/documents/${doc.id}/issue`,
        headers: { ...f.alfa, 'idempotency-key': `issue-${doc.id}-key` },
        payload: {},
      });
    expect((await issue()).statusCode).toBe(200);
    expect((await issue()).statusCode).toBe(200); // the double click: replayed
    expect((await api(f.t, f.alfa).get(`/documents/${doc.id}/xml`)).statusCode).toBe(200);
    const entries = await trail(`resource=documents&record_id=${doc.id}&order=ASC`);
    expect(entries.map((e) => e.action)).toEqual(['create', 'issue', 'xml']);
    expect(entries[1].label).toMatch(/^\d+\/\d{4}$/);

    const order = await createDocument(f.t, f.alfa, { customer_id: f.alfaCustomers[0] });
    expect((await api(f.t, f.alfa).del(`/documents/${order.id}`)).statusCode).toBe(200);
    const [deleted] = await trail(`resource=documents&record_id=${order.id}&action=delete`);
    expect(deleted.before?.id).toBe(order.id);
    expect(deleted.after).toBeNull();
  });

  it('records sign-ins and failed sign-ins in the companies of the user', async () => {
    await f.t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'magazzino@example.com', password: 'wrong-password' },
    });
    await f.t.login('magazzino@example.com');
    const entries = await trail('resource=users&perPage=5');
    expect(entries.slice(0, 2).map((e) => [e.action, e.user_email])).toEqual([
      ['sign_in', 'magazzino@example.com'],
      ['sign_in_failed', 'magazzino@example.com'],
    ]);
  });

  it('is for the owner and the accountant only, and each sees their company’s', async () => {
    const beta = await api(f.t, f.beta).get('/audit-entries?resource=carriers');
    expect(beta.json().items.map((e: Entry) => e.label)).not.toContain('Vettore Rinominato S.r.l.');
    const accountant = await f.t.signInTo('commercialista@example.com', 'Alfa S.r.l.');
    expect((await api(f.t, accountant).get('/audit-entries')).statusCode).toBe(200);
    for (const email of ['amministrazione@example.com', 'commerciale@example.com']) {
      const headers = await f.t.signInTo(email, 'Alfa S.r.l.');
      expect((await api(f.t, headers).get('/audit-entries')).statusCode).toBe(403);
    }
  });

  it('cannot be changed or removed: the database refuses', async () => {
    const { rows } = await f.t.pool.query('select id from audit_entries limit 1');
    for (const statement of [
      `update audit_entries set action = 'x' where id = ${rows[0].id}`,
      `delete from audit_entries where id = ${rows[0].id}`,
      'truncate audit_entries',
    ]) {
      await expect(f.t.pool.query(statement), statement).rejects.toThrow(/append-only/);
    }
    const still = await f.t.pool.query('select action from audit_entries where id = $1', [
      rows[0].id,
    ]);
    expect(still.rows[0].action).not.toBe('x');
  });
});
