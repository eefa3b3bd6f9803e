import { describe, expect, it } from 'vitest';
import {
  INVALID_RESPONSE_MESSAGE,
  acceptLoginResponse,
  afterLoginPath,
  isTokenValid,
  pathAfterCompanySwitch,
  toIdentity,
} from '../../src/providers/sessionModel';
import { fakeToken, makeUser } from '../component/fixtures';

describe('token validity', () => {
  it('accepts a JWT whose exp lies in the future', () => {
    expect(isTokenValid(fakeToken(60))).toBe(true);
  });

  it('rejects an expired JWT', () => {
    expect(isTokenValid(fakeToken(-1))).toBe(false);
  });

  it('compares exp with the given time', () => {
    const token = fakeToken(60);
    expect(isTokenValid(token, Date.now() + 61_000)).toBe(false);
  });

  it('rejects anything that is not a decodable string', () => {
    for (const value of [undefined, null, 42, {}, '', 'not-a-jwt', 'a.b.c']) {
      expect(isTokenValid(value)).toBe(false);
    }
  });

  it('rejects a JWT without exp', () => {
    const header = btoa(JSON.stringify({ alg: 'none' }));
    const payload = btoa(JSON.stringify({ sub: '1' }));
    expect(isTokenValid(`${header}.${payload}.x`)).toBe(false);
  });
});

describe('login response acceptance', () => {
  const user = makeUser({ company_id: null });

  it('accepts token and user', () => {
    const token = fakeToken();
    expect(acceptLoginResponse({ authToken: token, user })).toEqual({ token, user });
  });

  it('accepts a usable token alone', () => {
    const token = fakeToken();
    expect(acceptLoginResponse({ authToken: token })).toEqual({ token, user: null });
  });

  it('accepts a usable user alone (expired token dropped)', () => {
    expect(acceptLoginResponse({ authToken: fakeToken(-10), user })).toEqual({ token: null, user });
  });

  it("raises 'Response is not vallid' when neither is usable", () => {
    expect(INVALID_RESPONSE_MESSAGE).toBe('Response is not vallid');
    for (const response of [null, {}, { authToken: 'x', user: { id: 'nope' } }, 'text']) {
      expect(() => acceptLoginResponse(response)).toThrow('Response is not vallid');
    }
  });
});

describe('where the user goes after login', () => {
  it('goes to the wanted path when a company is active', () => {
    expect(afterLoginPath(makeUser(), '/registry/general')).toBe('/registry/general');
  });

  it('goes home without a wanted path, and ignores unsafe ones', () => {
    expect(afterLoginPath(makeUser(), null)).toBe('/');
    expect(afterLoginPath(makeUser(), 'https://evil.example')).toBe('/');
    expect(afterLoginPath(makeUser(), '//evil.example')).toBe('/');
  });

  it('passes through the company choice when none is active', () => {
    expect(afterLoginPath(makeUser({ company_id: null }), '/registry/general')).toBe(
      '/select-company?redirect=%2Fregistry%2Fgeneral',
    );
    expect(afterLoginPath(makeUser({ company_id: null }), null)).toBe(
      '/select-company?redirect=%2F',
    );
  });
});

describe('identity', () => {
  it('names the active company', () => {
    expect(toIdentity(makeUser())).toMatchObject({
      fullName: 'Amministratore',
      companyId: 1,
      companyName: 'Alfa S.r.l.',
    });
    expect(toIdentity(makeUser({ company_id: null }))).toMatchObject({
      companyId: null,
      companyName: null,
    });
  });
});

describe('path after switching company', () => {
  it.each([
    ['/registry/general/edit/7', '/registry/general'],
    ['/registry/general/add', '/registry/general'],
    ['/documents/sales/orders/show/12', '/documents/sales/orders'],
    ['/registry/customers/profile/3', '/registry/customers'],
    ['/registry/general', '/registry/general'],
    ['/', '/'],
  ])('%s -> %s', (from, to) => {
    expect(pathAfterCompanySwitch(from)).toBe(to);
  });
});
