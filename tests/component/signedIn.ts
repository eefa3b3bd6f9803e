import { http, HttpResponse } from 'msw';
import type { User } from '../../contract/session';
import { fakeToken, makeUser } from './fixtures';
import { api, server } from './msw';

/**
 * Signed in as `user` (the administrator, Alfa active, unless said): a valid token stored, as
 * after a login, and the API answering its profile. Call it before rendering.
 */
export function signedIn(user: User = makeUser()) {
  localStorage.setItem('authToken', fakeToken());
  server.use(http.get(api('/user/profile'), () => HttpResponse.json({ user })));
}
