// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../src/providers/authProvider';
import { getSession, login } from '../../src/providers/session';
import { fakeToken, makeUser } from '../component/fixtures';
import { api, server } from '../component/msw';

describe('authProvider.checkError', () => {
  it('lets other failures through: they are shown where they happen', async () => {
    await expect(authProvider.checkError({ status: 409 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 400 })).resolves.toBeUndefined();
  });

  it('on a 401 ends the session but leaves the redirect to the http client (~100 ms later)', async () => {
    server.use(
      http.post(api('/login'), () =>
        HttpResponse.json({ authToken: fakeToken(), user: makeUser() }),
      ),
    );
    await login({ email: 'admin@example.com', password: 'Password1!' });
    expect(getSession().isAuthenticated).toBe(true);
    await expect(authProvider.checkError({ status: 401 })).rejects.toEqual({
      redirectTo: false,
      logoutUser: false,
      message: false,
    });
    expect(getSession().isAuthenticated).toBe(false);
  });
});
