import { describe, expect, it } from 'vitest';
import {
  isSafeRedirect,
  loginPath,
  redirectFromSearch,
  safeRedirect,
  selectCompanyPath,
} from '../../src/lib/routing/redirectParam';

describe('redirect parameter', () => {
  it('builds /login?redirect=<path>, encoded', () => {
    expect(loginPath('/registry/general?q=rossi')).toBe(
      '/login?redirect=%2Fregistry%2Fgeneral%3Fq%3Drossi',
    );
  });

  it('leaves it out when there is no safe path to come back to', () => {
    expect(loginPath('/')).toBe('/login?redirect=%2F');
    expect(loginPath(null)).toBe('/login');
    expect(loginPath('/login?redirect=%2Fx')).toBe('/login');
    expect(selectCompanyPath('/select-company')).toBe('/select-company');
  });

  it('reads it back from a query string', () => {
    expect(redirectFromSearch('?redirect=%2Fregistry%2Fgeneral')).toBe('/registry/general');
    expect(redirectFromSearch('')).toBeNull();
  });

  it('follows only same-site paths', () => {
    expect(isSafeRedirect('/registry/general')).toBe(true);
    for (const unsafe of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'registry',
      '',
      null,
    ]) {
      expect(isSafeRedirect(unsafe)).toBe(false);
    }
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect(undefined, '/dashboards/sales')).toBe('/dashboards/sales');
  });
});
