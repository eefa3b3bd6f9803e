// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onCompanyChange, type CompanyChange } from '../../src/providers/companyChanges';
import { createHttpClient, httpClient } from '../../src/providers/httpClient';
import { clearSession, login } from '../../src/providers/session';
import { api, server } from '../component/msw';
import { fakeToken, makeUser } from '../component/fixtures';

// Every request says which company its screen shows (X-Company-Id); a 409 company_changed
// tells the tab that the session's active company is another one.
const seenHeaders = () => {
  const seen: (string | null)[] = [];
  server.use(
    http.get(api('/ping'), ({ request }) => {
      seen.push(request.headers.get('X-Company-Id'));
      return HttpResponse.json({});
    }),
  );
  return seen;
};

const COMPANY_CHANGED = { message: 'Questa scheda…', code: 'company_changed', company_id: 2 };

afterEach(clearSession);

describe('httpClient: the company of the screen', () => {
  it('sends X-Company-Id with the company the tab shows, and none without one', async () => {
    const seen = seenHeaders();
    let company: number | null = 1;
    const client = createHttpClient({ companyId: () => company });
    await client('/ping');
    company = null;
    await client('/ping');
    expect(seen).toEqual(['1', null]);
  });

  it("the app's client sends the company of the signed-in user's session", async () => {
    const seen = seenHeaders();
    server.use(
      http.post(api('/login'), () =>
        HttpResponse.json({ authToken: fakeToken(), user: makeUser({ company_id: 2 }) }),
      ),
    );
    await httpClient('/ping');
    await login({ email: 'admin@example.com', password: 'Password1!' });
    await httpClient('/ping');
    expect(seen).toEqual([null, '2']);
  });
});

describe('httpClient: 409 company_changed', () => {
  it("reports the session's company and rejects with the server's message, nothing else", async () => {
    server.use(
      http.post(api('/articles'), () => HttpResponse.json(COMPANY_CHANGED, { status: 409 })),
    );
    const onCompanyChanged = vi.fn();
    const navigate = vi.fn();
    const client = createHttpClient({ companyId: () => 1, onCompanyChanged, navigate });
    await expect(client('/articles', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 409,
      message: 'Questa scheda…',
      body: COMPANY_CHANGED,
    });
    expect(onCompanyChanged).toHaveBeenCalledWith(2);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('another 409 (a newer version) is not news of a company change', async () => {
    server.use(
      http.put(api('/articles/1'), () =>
        HttpResponse.json({ message: 'changed by someone else' }, { status: 409 }),
      ),
    );
    const onCompanyChanged = vi.fn();
    const client = createHttpClient({ companyId: () => 1, onCompanyChanged });
    await expect(client('/articles/1', { method: 'PUT', body: {} })).rejects.toMatchObject({
      status: 409,
    });
    expect(onCompanyChanged).not.toHaveBeenCalled();
  });

  it('by default is announced to the listeners of company changes', async () => {
    server.use(http.get(api('/ping'), () => HttpResponse.json(COMPANY_CHANGED, { status: 409 })));
    const heard: CompanyChange[] = [];
    const stop = onCompanyChange((change) => heard.push(change));
    await createHttpClient({ companyId: () => 1 })('/ping').catch(() => undefined);
    stop();
    expect(heard).toEqual([{ companyId: 2, source: 'request' }]);
  });
});

describe('news from other tabs', () => {
  it('a storage event on activeCompany is announced; other keys are not', () => {
    const heard: CompanyChange[] = [];
    const stop = onCompanyChange((change) => heard.push(change));
    const send = (key: string, newValue: string | null) =>
      window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
    send('activeCompany', JSON.stringify({ company_id: 2, at: 1 }));
    send('authToken', 'x');
    send('activeCompany', 'not json');
    send('activeCompany', null);
    stop();
    send('activeCompany', JSON.stringify({ company_id: 1, at: 2 }));
    expect(heard).toEqual([{ companyId: 2, source: 'other-tab' }]);
  });
});

describe('httpClient: 403 of the role', () => {
  it('reports the refusal, so the screens can read the role again, and rejects with its message', async () => {
    const refused = { message: 'Il tuo ruolo (Commercialista) non permette questa operazione' };
    server.use(
      http.post(api('/shipping-lists'), () => HttpResponse.json(refused, { status: 403 })),
    );
    const onForbidden = vi.fn();
    const navigate = vi.fn();
    const client = createHttpClient({ companyId: () => 1, onForbidden, navigate });
    await expect(client('/shipping-lists', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 403,
      message: refused.message,
    });
    expect(onForbidden).toHaveBeenCalledOnce();
    expect(navigate).not.toHaveBeenCalled();
  });
});
