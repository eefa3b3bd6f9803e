// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, getSession, initialiseSession, login } from '../../src/providers/session';
import { afterLoginPath, soleCompany } from '../../src/providers/sessionModel';
import { ALFA, BETA, fakeToken, makeUser } from '../component/fixtures';
import { api, server } from '../component/msw';

// A user with exactly one company has nothing to choose: it is selected for them.
const credentials = { email: 'alfa@example.com', password: 'Password1!' };
let selected: unknown[];

beforeEach(() => {
  clearSession();
  selected = [];
  server.use(
    http.post(api('/user/select-company'), async ({ request }) => {
      const body = (await request.json()) as { company_id: number };
      selected.push(body);
      return HttpResponse.json(body);
    }),
  );
});

const answerLogin = (user = makeUser({ companies: [ALFA], company_id: null })) =>
  server.use(http.post(api('/login'), () => HttpResponse.json({ authToken: fakeToken(), user })));

describe('soleCompany', () => {
  it('is the only company of a user', () => {
    expect(soleCompany([ALFA])).toEqual(ALFA);
  });

  it('is none with several companies or with none at all', () => {
    expect(soleCompany([ALFA, BETA])).toBeNull();
    expect(soleCompany([])).toBeNull();
  });
});

describe('signing in with one company', () => {
  it('selects it and goes straight to the wanted path', async () => {
    answerLogin();
    const user = await login(credentials);
    expect(selected).toEqual([{ company_id: ALFA.id }]);
    expect(user?.company_id).toBe(ALFA.id);
    expect(getSession().user?.company_id).toBe(ALFA.id);
    expect(afterLoginPath(user, '/dashboards/sales')).toBe('/dashboards/sales');
  });

  it('tells the other tabs which company is active', async () => {
    answerLogin();
    await login(credentials);
    expect(JSON.parse(localStorage.getItem('activeCompany')!)).toMatchObject({
      company_id: ALFA.id,
    });
  });

  it('with several companies selects none: the user chooses', async () => {
    answerLogin(makeUser({ company_id: null }));
    const user = await login(credentials);
    expect(selected).toEqual([]);
    expect(afterLoginPath(user, '/dashboards/sales')).toMatch(/^\/select-company/);
  });

  it('if the selection fails, the company choice stays the way in', async () => {
    answerLogin();
    server.use(
      http.post(api('/user/select-company'), () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    const user = await login(credentials);
    expect(user?.company_id).toBeNull();
    expect(getSession().isAuthenticated).toBe(true);
  });
});

describe('starting up with one company', () => {
  it('selects it when none is active', async () => {
    localStorage.setItem('authToken', fakeToken());
    server.use(
      http.get(api('/user/profile'), () =>
        HttpResponse.json({ user: makeUser({ companies: [ALFA], company_id: null }) }),
      ),
    );
    const state = await initialiseSession();
    expect(selected).toEqual([{ company_id: ALFA.id }]);
    expect(state.user?.company_id).toBe(ALFA.id);
  });

  it('leaves an active company as it is (no call)', async () => {
    localStorage.setItem('authToken', fakeToken());
    server.use(
      http.get(api('/user/profile'), () =>
        HttpResponse.json({ user: makeUser({ companies: [ALFA], company_id: ALFA.id }) }),
      ),
    );
    await initialiseSession();
    expect(selected).toEqual([]);
  });
});
