import type { GeneralReg } from '../../contract/general-regs';
import type { User } from '../../contract/session';

/** An unsigned JWT whose `exp` is `secondsFromNow` away: enough for jwt-decode. */
export function fakeToken(secondsFromNow = 3600): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', exp })}.signature`;
}

export const ALFA = {
  id: 1,
  name: 'Alfa S.r.l.',
  vat_number: '01234567897',
  city: 'Milano',
  role: 'owner' as const,
};
export const BETA = {
  id: 2,
  name: 'Beta S.p.A.',
  vat_number: '09876543217',
  city: 'Bologna',
  role: 'owner' as const,
};

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    email: 'admin@example.com',
    name: 'Amministratore',
    companies: [ALFA, BETA],
    company_id: ALFA.id,
    must_change_password: false,
    ...overrides,
  };
}

export function makeGeneralReg(overrides: Partial<GeneralReg> = {}): GeneralReg {
  return {
    id: 1,
    name: 'Acciaierie Lombardo S.p.A.',
    is_person: false,
    is_public_administration: false,
    first_name: null,
    last_name: null,
    vat_number: '12454925038',
    tax_code: '12454925038',
    address: 'Via Roma 33',
    zip: '37121',
    city: 'Verona',
    province: 'VR',
    country: 'IT',
    phone: '+39 045 5551110',
    email: 'info@acciaierie.it',
    pec: null,
    sdi_code: 'M5UXCR1',
    notes: null,
    version: 1,
    ...overrides,
  };
}

export const SELECTS = {
  provinces: [{ id: 'VR', name: 'Verona' }],
  countries: [{ id: 'IT', name: 'Italia' }],
};
