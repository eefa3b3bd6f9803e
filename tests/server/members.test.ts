import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signInTo('alfa@example.com', 'Alfa S.r.l.');
});
afterAll(() => t.close());

const call = (
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url: `/api${url}`, headers, payload });

describe('the company’s members', () => {
  it('lists them with their roles, for the owner only', async () => {
    const list = await call(owner, 'GET', '/members?sort=email');
    expect(list.statusCode).toBe(200);
    const emails = list.json().items.map((m: { email: string }) => m.email);
    expect(emails).toContain('magazzino@example.com');
    const self = list.json().items.find((m: { is_self: boolean }) => m.is_self);
    expect(self).toMatchObject({ email: 'alfa@example.com', role: 'owner' });
    const admin = await t.signInTo('amministrazione@example.com', 'Alfa S.r.l.');
    expect((await call(admin, 'GET', '/members')).statusCode).toBe(403);
  });

  it('adds a new user with an initial password, shown once, to change at first sign-in', async () => {
    const added = await call(owner, 'POST', '/members', {
      email: 'Nuovo.Collega@Example.com',
      name: 'Nuovo Collega',
      role: 'sales',
    });
    expect(added.statusCode).toBe(201);
    const { item, initial_password } = added.json();
    expect(item).toMatchObject({
      email: 'nuovo.collega@example.com',
      role: 'sales',
      must_change_password: true,
    });
    expect(initial_password).toMatch(/^(?=.*[a-zA-Z])(?=.*\d).{12}$/);
    const { rows } = await t.pool.query('select password_hash from users where email = $1', [
      'nuovo.collega@example.com',
    ]);
    expect(rows[0].password_hash).not.toContain(initial_password);

    // Signs in with it, is asked to change it, changes it.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nuovo.collega@example.com', password: initial_password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.must_change_password).toBe(true);
    expect(login.json().user.companies).toMatchObject([{ name: 'Alfa S.r.l.', role: 'sales' }]);
    const own = { authorization: `Bearer ${login.json().authToken}`, 'accept-language': 'en' };
    const weak = await call(own, 'PUT', '/user/password', {
      current_password: initial_password,
      new_password: 'short',
    });
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().errors)).toEqual(['new_password']);
    const wrong = await call(own, 'PUT', '/user/password', {
      current_password: 'not-it',
      new_password: 'Primavera2027',
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().errors)).toEqual(['current_password']);
    const changed = await call(own, 'PUT', '/user/password', {
      current_password: initial_password,
      new_password: 'Primavera2027',
    });
    expect(changed.statusCode).toBe(200);
    expect((await call(own, 'GET', '/user/profile')).json().user.must_change_password).toBe(false);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nuovo.collega@example.com', password: initial_password },
    });
    expect(again.statusCode).toBe(401);
  });

  it('adds an existing user without a password, and refuses the same one twice', async () => {
    const added = await call(owner, 'POST', '/members', {
      email: 'amministrazione@example.com',
      name: 'ignored',
      role: 'accountant',
    });
    // Already a member of Alfa.
    expect(added.statusCode).toBe(409);
    expect(Object.keys(added.json().errors)).toEqual(['email']);
  });

  it('demotes and removes at once, and never the last owner', async () => {
    const clerk = await t.signInTo('magazzino@example.com', 'Alfa S.r.l.');
    const { rows } = await t.pool.query(
      `select id from users where email = 'magazzino@example.com'`,
    );
    const id = rows[0].id;
    expect((await call(clerk, 'GET', '/shipping-lists')).statusCode).toBe(200);

    // Made accountant while signed in: the next write is refused, naming the new role.
    const demoted = await call(owner, 'PUT', `/members/${id}`, { role: 'accountant' });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().item.role).toBe('accountant');
    const write = await call(clerk, 'POST', '/shipping-lists', {});
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toContain('Accountant');

    // Removed: the session no longer works on Alfa.
    expect((await call(owner, 'DELETE', `/members/${id}`)).statusCode).toBe(200);
    const after = await call(clerk, 'GET', '/shipping-lists');
    expect(after.statusCode).toBe(400);
    expect((await call(owner, 'GET', `/members/${id}`)).statusCode).toBe(404);

    // Alfa's owners: admin@ and alfa@. Demote one, then the other is the last.
    const admin = (await t.pool.query(`select id from users where email = 'admin@example.com'`))
      .rows[0].id;
    expect((await call(owner, 'PUT', `/members/${admin}`, { role: 'sales' })).statusCode).toBe(200);
    const self = (await t.pool.query(`select id from users where email = 'alfa@example.com'`))
      .rows[0].id;
    const last = await call(owner, 'PUT', `/members/${self}`, { role: 'sales' });
    expect(last.statusCode).toBe(409);
    expect(last.json().errors.role).toContain('last owner');
    expect((await call(owner, 'DELETE', `/members/${self}`)).statusCode).toBe(409);
    const role = await t.pool.query(
      `select role from memberships m join companies c on c.id = m.company_id
        where m.user_id = $1 and c.name = 'Alfa S.r.l.'`,
      [self],
    );
    expect(role.rows[0].role).toBe('owner');
  });

  it('keeps one owner when two owners demote each other at once', async () => {
    const beta = await t.signInTo('admin@example.com', 'Beta S.p.A.');
    const { rows } = await t.pool.query(
      `select u.id from users u where u.email = 'commerciale@example.com'`,
    );
    // Beta has one owner (admin@): make a second, then both demote each other at once.
    expect((await call(beta, 'PUT', `/members/${rows[0].id}`, { role: 'owner' })).statusCode).toBe(
      200,
    );
    const other = await t.signInTo('commerciale@example.com', 'Beta S.p.A.');
    const adminId = (await t.pool.query(`select id from users where email = 'admin@example.com'`))
      .rows[0].id;
    const results = await Promise.all([
      call(beta, 'PUT', `/members/${rows[0].id}`, { role: 'sales' }),
      call(other, 'PUT', `/members/${adminId}`, { role: 'sales' }),
    ]);
    // One wins; the other is refused: as the last owner (409) or, had the first change
    // reached its session before it started, as a sales member (403).
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    const owners = await t.pool.query(
      `select count(*)::int as n from memberships m join companies c on c.id = m.company_id
        where c.name = 'Beta S.p.A.' and m.role = 'owner'`,
    );
    expect(owners.rows[0].n).toBe(1);
  });
});
