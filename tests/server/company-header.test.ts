import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testApp';

// A request carries the company its screen shows (X-Company-Id); tenant routes refuse it with a
// 409 `company_changed` when that is not the session's active company, and execute nothing.
let t: TestApp;
let ids: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await t.pool.query('select id, name from companies');
  ids = Object.fromEntries(rows.map((r) => [r.name, r.id]));
});
afterAll(() => t.close());

const article = (code: string) => ({
  code,
  description: 'Vite M6',
  unit: 'pz',
  price: '1.50',
  vat_rate: '22',
});

const post = (headers: Record<string, string>, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/articles', headers, payload: article(code) });

/** How many articles with `code` each company has. */
async function countsOf(code: string) {
  const { rows } = await t.pool.query(
    `select c.name, count(a.id)::int as n from companies c
     left join articles a on a.company_id = c.id and a.code = $1 group by c.name`,
    [code],
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.n]));
}

/** admin@ signed in, the session on Beta (another tab switched to it). */
const adminOnBeta = () => t.signInTo('admin@example.com', 'Beta S.p.A.');

describe('a stale tab (its screen shows another company than the session)', () => {
  it('a write with the other company in X-Company-Id is a 409 company_changed and writes nothing', async () => {
    const session = await adminOnBeta();
    const response = await post(
      { ...session, 'x-company-id': String(ids['Alfa S.r.l.']), 'accept-language': 'it' },
      'STALE-1',
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message:
        "Questa scheda lavorava su Alfa S.r.l., ma nel frattempo l'azienda attiva è diventata Beta S.p.A. (in un'altra scheda). Nulla è stato salvato.",
      code: 'company_changed',
      company_id: ids['Beta S.p.A.'],
    });
    expect(await countsOf('STALE-1')).toEqual({ 'Alfa S.r.l.': 0, 'Beta S.p.A.': 0 });
  });

  it('the message follows Accept-Language', async () => {
    const session = await adminOnBeta();
    const stale = { ...session, 'x-company-id': String(ids['Alfa S.r.l.']) };
    const en = await post({ ...stale, 'accept-language': 'en-GB,en;q=0.9' }, 'STALE-EN');
    const de = await post({ ...stale, 'accept-language': 'de' }, 'STALE-DE');
    expect(en.json().message).toBe(
      'This tab was working on Alfa S.r.l., but meanwhile the active company became Beta S.p.A. (in another tab). Nothing was saved.',
    );
    expect(de.json().message).toMatch(/Alfa S\.r\.l\..*Beta S\.p\.A\..*nichts gespeichert/);
  });

  it('an update keeps code and company_id (a 409 of its response schema would drop them)', async () => {
    const session = await adminOnBeta();
    const created = await post(session, 'STALE-PUT');
    const item = created.json().item;
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/articles/${item.id}`,
      headers: { ...session, 'x-company-id': String(ids['Alfa S.r.l.']) },
      payload: { ...article('STALE-PUT'), description: 'Changed', version: item.version },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'company_changed',
      company_id: ids['Beta S.p.A.'],
    });
    const { rows } = await t.pool.query('select description from articles where id = $1', [
      item.id,
    ]);
    expect(rows[0].description).toBe('Vite M6');
  });

  it('every tenant route refuses a header of another company before looking at the input', async () => {
    const session = await adminOnBeta();
    const headers = { ...session, 'x-company-id': String(ids['Alfa S.r.l.']) };
    for (const route of t.app.tenantRoutes.filter((r) => r.method !== 'HEAD')) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:\w+/g, '1'),
        headers,
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(409);
      expect(response.json().code, `${route.method} ${route.url}`).toBe('company_changed');
    }
  });
});

describe('a header naming a company the user does not belong to', () => {
  it('is refused the same way, without naming that company', async () => {
    const session = await t.signInTo('alfa@example.com', 'Alfa S.r.l.');
    for (const header of [String(ids['Beta S.p.A.']), '999999', 'abc', '99999999999']) {
      const response = await post(
        { ...session, 'x-company-id': header, 'accept-language': 'it' },
        'FOREIGN-1',
      );
      expect(response.statusCode, header).toBe(409);
      expect(response.json()).toEqual({
        message:
          "L'azienda attiva è Alfa S.r.l., ma questa scheda lavorava su un'altra azienda. Nulla è stato salvato.",
        code: 'company_changed',
        company_id: ids['Alfa S.r.l.'],
      });
    }
    expect(await countsOf('FOREIGN-1')).toEqual({ 'Alfa S.r.l.': 0, 'Beta S.p.A.': 0 });
  });
});

describe('a request for the active company', () => {
  it('with a matching header works', async () => {
    const session = await adminOnBeta();
    const response = await post(
      { ...session, 'x-company-id': String(ids['Beta S.p.A.']) },
      'MATCH-1',
    );
    expect(response.statusCode).toBe(201);
    expect(await countsOf('MATCH-1')).toEqual({ 'Alfa S.r.l.': 0, 'Beta S.p.A.': 1 });
  });

  it('without the header (API clients) acts on the session company, as before', async () => {
    const session = await adminOnBeta();
    const response = await post(session, 'NOHEADER-1');
    expect(response.statusCode).toBe(201);
    expect(await countsOf('NOHEADER-1')).toEqual({ 'Alfa S.r.l.': 0, 'Beta S.p.A.': 1 });
  });

  it('without an active company is still the 400 "No active company selected"', async () => {
    const authorization = `Bearer ${await t.login('admin@example.com')}`;
    const response = await post(
      { authorization, 'x-company-id': String(ids['Alfa S.r.l.']) },
      'NONE-1',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'No active company selected' });
  });
});

describe('routes outside the tenant context ignore the header', () => {
  it('profile and select-company answer whatever company the header names', async () => {
    const session = await adminOnBeta();
    const headers = { ...session, 'x-company-id': String(ids['Alfa S.r.l.']) };
    const profile = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user.company_id).toBe(ids['Beta S.p.A.']);
    const select = await t.app.inject({
      method: 'POST',
      url: '/api/user/select-company',
      headers: { ...session, 'x-company-id': '999999' },
      payload: { company_id: ids['Alfa S.r.l.'] },
    });
    expect(select.statusCode).toBe(200);
  });
});
