// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  getSession,
  initialiseSession,
  isSessionValid,
  login,
  logout,
} from '../../src/providers/session';
import { fakeToken, makeUser } from '../component/fixtures';
import { api, server } from '../component/msw';

describe('session start-up', () => {
  it('with a valid stored token fetches the profile and is authenticated', async () => {
    localStorage.setItem('authToken', fakeToken());
    server.use(http.get(api('/user/profile'), () => HttpResponse.json({ user: makeUser() })));
    const state = await initialiseSession();
    expect(state).toMatchObject({ isInitialized: true, isAuthenticated: true, isLoading: false });
    expect(state.user?.name).toBe('Amministratore');
  });

  it('without a token is initialised and signed out, with no call made', async () => {
    const state = await initialiseSession();
    expect(state).toMatchObject({ isInitialized: true, isAuthenticated: false, user: null });
  });

  it('with an expired token forgets it and stays signed out', async () => {
    localStorage.setItem('authToken', fakeToken(-5));
    const state = await initialiseSession();
    expect(state.isAuthenticated).toBe(false);
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('stays signed out when the profile cannot be read', async () => {
    localStorage.setItem('authToken', fakeToken());
    server.use(
      http.get(api('/user/profile'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    const state = await initialiseSession();
    expect(state).toMatchObject({ isInitialized: true, isAuthenticated: false });
  });
});

describe('login and logout', () => {
  beforeEach(clearSession);

  it('stores the token and the user', async () => {
    const token = fakeToken();
    server.use(
      http.post(api('/login'), () =>
        HttpResponse.json({ authToken: token, user: makeUser({ company_id: null }) }),
      ),
    );
    const user = await login({ email: 'admin@example.com', password: 'Password1!' });
    expect(user?.email).toBe('admin@example.com');
    expect(localStorage.getItem('authToken')).toBe(token);
    expect(getSession()).toMatchObject({
      isAuthenticated: true,
      isLoading: false,
      errorMessage: null,
    });
    expect(isSessionValid()).toBe(true);
  });

  it('fetches the profile when the answer carries only a token', async () => {
    server.use(
      http.post(api('/login'), () => HttpResponse.json({ authToken: fakeToken() })),
      http.get(api('/user/profile'), () => HttpResponse.json({ user: makeUser() })),
    );
    expect((await login({ email: 'a@b.it', password: 'x' }))?.id).toBe(1);
  });

  it("raises 'Response is not vallid' and stores it as the error message", async () => {
    server.use(http.post(api('/login'), () => HttpResponse.json({ something: 'else' })));
    await expect(login({ email: 'a@b.it', password: 'x' })).rejects.toThrow(
      'Response is not vallid',
    );
    expect(getSession()).toMatchObject({
      isAuthenticated: false,
      isLoading: false,
      errorMessage: 'Response is not vallid',
    });
  });

  it('stores a readable message for wrong credentials', async () => {
    server.use(
      http.post(api('/login'), () => HttpResponse.json({ message: 'Invalid' }, { status: 401 })),
    );
    await expect(login({ email: 'a@b.it', password: 'x' })).rejects.toThrow();
    // No catalogue is loaded in this test: the translation falls back to its default text.
    expect(getSession().errorMessage).toBe('Invalid e-mail or password');
    expect(getSession().isAuthenticated).toBe(false);
  });

  it('does not show a server error’s raw text to the user', async () => {
    server.use(
      http.post(api('/login'), () =>
        HttpResponse.json({ message: 'Internal server error' }, { status: 500 }),
      ),
    );
    await expect(login({ email: 'a@b.it', password: 'x' })).rejects.toThrow();
    expect(getSession().errorMessage).toBe('Server communication error');
  });

  it("shows the API's answer to too many attempts, which names the wait", async () => {
    const message = 'Troppi tentativi di accesso non riusciti: riprova tra 42 secondi';
    server.use(
      http.post(api('/login'), () =>
        HttpResponse.json({ message }, { status: 429, headers: { 'Retry-After': '42' } }),
      ),
    );
    await expect(login({ email: 'a@b.it', password: 'x' })).rejects.toThrow();
    expect(getSession().errorMessage).toBe(message);
  });

  it("says 'too many attempts' for a 429 that is not the API's (a proxy's)", async () => {
    server.use(
      http.post(api('/login'), () =>
        HttpResponse.text('Too Many Requests', { status: 429, statusText: 'Too Many Requests' }),
      ),
    );
    await expect(login({ email: 'a@b.it', password: 'x' })).rejects.toThrow();
    expect(getSession().errorMessage).toBe('Too many attempts');
  });

  it('logout clears token and user and revokes the session on the server', async () => {
    const token = fakeToken();
    localStorage.setItem('authToken', token);
    let revokedWith: string | null = null;
    server.use(
      http.post(api('/logout'), ({ request }) => {
        revokedWith = request.headers.get('Authorization');
        return HttpResponse.json({ message: 'Signed out' });
      }),
    );
    await logout();
    expect(revokedWith).toBe(`Bearer ${token}`);
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(getSession()).toMatchObject({ isAuthenticated: false, user: null });
  });
});
