import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testApp';
import { api, type Headers } from './documentsFixture';

let t: TestApp;
let alfa: Headers;
let beta: Headers;
beforeAll(async () => {
  t = await createTestApp();
  alfa = await t.signInTo('alfa@example.com', 'Alfa S.r.l.');
  beta = await t.signInTo('admin@example.com', 'Beta S.p.A.');
});
afterAll(() => t.close());

const read = async (headers: Headers) => {
  const response = await api(t, headers).get('/company-profile');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().item;
};

/** The profile as read, without its id: a valid PUT body. */
const bodyOf = ({ id: _id, ...profile }: Record<string, unknown>) => profile;

describe('GET /api/company-profile', () => {
  it('answers the active company’s demo profile', async () => {
    expect(await read(alfa)).toMatchObject({
      name: 'Alfa S.r.l.',
      vat_number: '01234567897',
      regime_fiscale: 'RF01',
      rea_office: 'MI',
      rea_number: '1234567',
      share_capital: '10000',
      sole_shareholder: 'SU',
      liquidation: 'LN',
      iban: 'IT60X0542811101000000123456',
      country: 'IT',
      version: 1,
    });
    const profile = await read(beta);
    expect(profile).toMatchObject({
      name: 'Beta S.p.A.',
      rea_office: 'BO',
      sole_shareholder: 'SM',
    });
    expect(profile).not.toHaveProperty('gs1_prefix');
  });
});

describe('PUT /api/company-profile', () => {
  it('saves the profile, normalised, and bumps the version', async () => {
    const before = await read(beta);
    const response = await api(t, beta).put('/company-profile', {
      ...bodyOf(before),
      vat_number: 'IT 09876543217',
      iban: 'it18 l053 8702 4000 0000 0123 456',
      share_capital: '50.000,5'.replace('.', ''),
      regime_fiscale: 'RF19',
      sole_shareholder: '',
      liquidation: 'LS',
      transmitter_country: 'it',
      transmitter_code: '01879020517',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().item).toMatchObject({
      vat_number: '09876543217',
      iban: 'IT18L0538702400000000123456',
      share_capital: '50000.5',
      regime_fiscale: 'RF19',
      sole_shareholder: null,
      liquidation: 'LS',
      transmitter_country: 'IT',
      transmitter_code: '01879020517',
      version: before.version + 1,
    });
    expect(await read(beta)).toMatchObject({ regime_fiscale: 'RF19', version: before.version + 1 });
    // Alfa's profile is untouched.
    expect(await read(alfa)).toMatchObject({ regime_fiscale: 'RF01', version: 1 });
  });

  it('takes RF20 (schema 1.2.3) and refuses RF03, which no longer exists', async () => {
    const before = await read(beta);
    const gone = await api(t, beta).put('/company-profile', {
      ...bodyOf(before),
      regime_fiscale: 'RF03',
    });
    expect(gone.statusCode).toBe(400);
    expect(Object.keys(gone.json().errors)).toEqual(['regime_fiscale']);
    const saved = await api(t, beta).put('/company-profile', {
      ...bodyOf(before),
      regime_fiscale: 'RF20',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await read(beta)).toMatchObject({ regime_fiscale: 'RF20' });
  });

  it('refuses a stale version with a 409 naming both versions', async () => {
    const before = await read(alfa);
    const first = await api(t, alfa).put('/company-profile', { ...bodyOf(before), city: 'Monza' });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await api(t, alfa).put('/company-profile', { ...bodyOf(before), city: 'Lodi' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      `Company fiscal profile: someone else saved version ${before.version + 1} in the meantime (you edited version ${before.version}). Reload it and apply your changes again`,
    );
    expect((await read(alfa)).city).toBe('Monza');
  });

  it('answers 400 naming each invalid field, in the caller’s language', async () => {
    const before = await read(alfa);
    const response = await api(t, { ...alfa, 'accept-language': 'it' }).put('/company-profile', {
      ...bodyOf(before),
      name: ' ',
      vat_number: '01234567890',
      tax_code: 'ABC',
      regime_fiscale: 'RF03',
      zip: '2012',
      rea_office: 'Milano',
      share_capital: '-1',
      sole_shareholder: 'XX',
      liquidation: null,
      iban: 'IT60X0542811101000000123457',
      pec: 'not-an-address',
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(Object.keys(errors).sort()).toEqual(
      [
        'iban',
        'liquidation',
        'name',
        'pec',
        'rea_office',
        'regime_fiscale',
        'share_capital',
        'sole_shareholder',
        'tax_code',
      ].sort(),
    );
    expect(errors.iban).toBe('IBAN non valido: controlla il codice');
    expect(errors.regime_fiscale).toBe('Scegli un valore dall’elenco');
  });

  it('checks the rules across fields: VAT and CAP per country, REA and transmitter in pairs', async () => {
    const before = await read(alfa);
    const put = (changes: Record<string, unknown>) =>
      api(t, alfa).put('/company-profile', { ...bodyOf(before), ...changes });

    const italian = await put({ vat_number: '01234567890', zip: '2012', province: null });
    expect(italian.statusCode).toBe(400);
    expect(Object.keys(italian.json().errors).sort()).toEqual(['province', 'vat_number', 'zip']);

    const foreign = await put({
      country: 'DE',
      vat_number: 'DE123456789',
      zip: '10115',
      province: null,
    });
    expect(foreign.statusCode, foreign.body).toBe(200);

    const current = await read(alfa);
    const pairs = await api(t, alfa).put('/company-profile', {
      ...bodyOf(current),
      rea_office: 'MI',
      rea_number: null,
      transmitter_country: 'IT',
      transmitter_code: null,
    });
    expect(pairs.statusCode).toBe(400);
    expect(pairs.json().errors).toEqual({
      rea_number: 'Required',
      transmitter_code: 'Required',
    });

    const noRea = await api(t, alfa).put('/company-profile', {
      ...bodyOf(current),
      rea_office: null,
      rea_number: null,
      share_capital: '10000',
      sole_shareholder: null,
    });
    expect(noRea.json().errors).toEqual({ rea_number: 'Required' });

    // A sole trader: no REA at all.
    const none = await api(t, alfa).put('/company-profile', {
      ...bodyOf(current),
      rea_office: null,
      rea_number: null,
      share_capital: null,
      sole_shareholder: null,
    });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().item).toMatchObject({ rea_office: null, share_capital: null });
  });
});

describe('tenancy', () => {
  it('reads and writes only the active company: a tab showing another company is refused', async () => {
    const betaId = (await read(beta)).id;
    // Alfa's user does not work for Beta: naming Beta in the tab header does not reach it.
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/company-profile',
      headers: { ...alfa, 'x-company-id': String(betaId) },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('company_changed');
    expect(JSON.stringify(response.json())).not.toContain('Beta');
    const before = await read(beta);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/company-profile',
      headers: { ...alfa, 'x-company-id': String(betaId) },
      payload: { ...bodyOf(before), name: 'Taken over' },
    });
    expect(put.statusCode).toBe(409);
    expect((await read(beta)).name).toBe('Beta S.p.A.');
  });

  it('another company’s user cannot make Beta active to read its profile: 404', async () => {
    const betaId = (await read(beta)).id;
    const select = await t.app.inject({
      method: 'POST',
      url: '/api/user/select-company',
      headers: alfa,
      payload: { company_id: betaId },
    });
    expect(select.statusCode).toBe(404);
    expect((await read(alfa)).name).not.toBe('Beta S.p.A.');
  });
});
