import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
let companyIds: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await t.pool.query('select id, name from companies');
  companyIds = Object.fromEntries(rows.map((r) => [r.name, r.id]));
});
afterAll(() => t.close());

const select = (authorization: string, company_id: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/select-company',
    headers: { authorization },
    payload: { company_id },
  });

describe('active company', () => {
  it('tenant routes answer 400 "No active company selected" until a company is selected', async () => {
    const authorization = `Bearer ${await t.login('admin@example.com')}`;
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/general-regs',
      headers: { authorization },
    });
    expect(before.statusCode).toBe(400);
    expect(before.json()).toEqual({ message: 'No active company selected' });

    const selected = await select(authorization, companyIds['Beta S.p.A.']);
    expect(selected.statusCode).toBe(200);
    expect(selected.json()).toEqual({ company_id: companyIds['Beta S.p.A.'] });

    const after = await t.app.inject({
      method: 'GET',
      url: '/api/general-regs',
      headers: { authorization },
    });
    expect(after.statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { authorization },
    });
    expect(profile.json().user.company_id).toBe(companyIds['Beta S.p.A.']);
  });

  it('a user cannot select a company they do not belong to (404), nor one that does not exist', async () => {
    const authorization = `Bearer ${await t.login('alfa@example.com')}`;
    const other = await select(authorization, companyIds['Beta S.p.A.']);
    const missing = await select(authorization, 999_999);
    expect(other.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
  });

  it('a bad company id is a 400 with a field error', async () => {
    const authorization = `Bearer ${await t.login('alfa@example.com')}`;
    const response = await select(authorization, 'abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('company_id');
  });

  it('the active company belongs to the session: another session of the same user has none', async () => {
    const first = `Bearer ${await t.login('admin@example.com')}`;
    await select(first, companyIds['Alfa S.r.l.']);
    const second = `Bearer ${await t.login('admin@example.com')}`;
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/general-regs',
      headers: { authorization: second },
    });
    expect(response.statusCode).toBe(400);
  });

  it('losing the membership takes the company away from a live session', async () => {
    const authorization = `Bearer ${await t.login('admin@example.com')}`;
    await select(authorization, companyIds['Beta S.p.A.']);
    await t.pool.query(
      "delete from memberships where company_id = $1 and user_id = (select id from users where email = 'admin@example.com')",
      [companyIds['Beta S.p.A.']],
    );
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/general-regs',
      headers: { authorization },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('No active company selected');
  });
});
