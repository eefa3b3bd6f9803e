import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
let alfa: { authorization: string };
let beta: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  alfa = await t.signInTo('alfa@example.com', 'Alfa S.r.l.');
  beta = await t.signInTo('admin@example.com', 'Beta S.p.A.');
});
afterAll(() => t.close());

const PERSON = {
  is_person: true,
  first_name: 'Mario',
  last_name: 'Rossi',
  tax_code: 'rssmra80a01f205x',
  country: 'IT',
};

const post = (url: string, payload: object, headers = alfa) =>
  t.app.inject({ method: 'POST', url, headers, payload });

describe('private persons', () => {
  it('creates a person named after last and first name, with the personal tax code', async () => {
    const created = await post('/api/general-regs', { ...PERSON, name: '' });
    expect(created.statusCode).toBe(201);
    expect(created.json().item).toMatchObject({
      name: 'Rossi Mario',
      is_person: true,
      first_name: 'Mario',
      last_name: 'Rossi',
      tax_code: 'RSSMRA80A01F205X',
    });
    // Another company's user does not see it.
    const id = created.json().item.id;
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/general-regs/${id}`,
      headers: beta,
    });
    expect(other.statusCode).toBe(404);
  });

  it('answers 400 naming the missing fields of a person, in the caller language', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/general-regs',
      headers: { ...alfa, 'accept-language': 'en' },
      payload: { is_person: true, tax_code: '01234567897' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      first_name: 'A private person needs a first name',
      last_name: 'A private person needs a last name',
      tax_code: 'A private person in Italy needs a personal tax code (16 characters)',
    });
  });

  it('turns a company into a person and back on update', async () => {
    const created = await post('/api/general-regs', { name: 'Ditta Verdi' });
    const { id, version } = created.json().item;
    const person = await t.app.inject({
      method: 'PUT',
      url: `/api/general-regs/${id}`,
      headers: alfa,
      payload: { ...PERSON, first_name: 'Anna', last_name: 'Verdi', version },
    });
    expect(person.statusCode).toBe(200);
    expect(person.json().item).toMatchObject({ name: 'Verdi Anna', is_person: true });
    const company = await t.app.inject({
      method: 'PUT',
      url: `/api/general-regs/${id}`,
      headers: alfa,
      payload: { name: 'Verdi S.r.l.', is_person: false, first_name: 'Anna', version: version + 1 },
    });
    expect(company.json().item).toMatchObject({ name: 'Verdi S.r.l.', first_name: null });
  });
});

describe('foreign customers', () => {
  it('creates a German customer with its VAT number stored without prefix', async () => {
    const created = await post('/api/customers', {
      registry_code: 'DE-001',
      credit_limit: '0',
      general: { name: 'Müller GmbH', country: 'DE', vat_number: 'DE 123 456 789' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().item.general).toMatchObject({ country: 'DE', vat_number: '123456789' });
  });

  it('refuses a VAT number in another country format, 400 naming general.vat_number', async () => {
    const refused = await post('/api/customers', {
      registry_code: 'NL-001',
      credit_limit: '0',
      general: { name: 'Jansen B.V.', country: 'NL', vat_number: '123456789' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors['general.vat_number']).toMatch(
      /^Invalid VAT number for the chosen country/,
    );
  });

  it('refuses 00000000000 for Italy', async () => {
    const refused = await post('/api/general-regs', { name: 'Zero', vat_number: '00000000000' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.vat_number).toMatch(/^Invalid VAT number: 11 digits/);
  });

  it('applies the country rule to carriers too', async () => {
    const created = await post('/api/carriers', {
      name: 'Spedition Alpen',
      country: 'AT',
      vat_number: 'ATU12345678',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().item.vat_number).toBe('U12345678');
  });
});

describe('the demo customers', () => {
  it('hold a private person, an EU company and SDI codes', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/customers?perPage=100',
      headers: alfa,
    });
    const generals = list.json().items.map((c: { general: Record<string, unknown> }) => c.general);
    expect(generals.some((g: { is_person: boolean }) => g.is_person)).toBe(true);
    expect(generals.some((g: { country: string }) => g.country === 'DE')).toBe(true);
    expect(generals.filter((g: { sdi_code: string | null }) => g.sdi_code).length).toBeGreaterThan(
      generals.length / 2,
    );
  });
});

describe('a customer’s payment term', () => {
  it('points at a payment term of its own company, not at another company’s (400)', async () => {
    const termOf = async (headers: { authorization: string }) =>
      (await t.app.inject({ method: 'GET', url: '/api/payment-terms?q=RB3060FM', headers })).json()
        .items[0].id as number;
    const [alfaTerm, betaTerm] = [await termOf(alfa), await termOf(beta)];
    const withTerm = (payment_terms: unknown) =>
      post('/api/customers', {
        general: { name: `Cliente PT${String(payment_terms)} S.r.l.` },
        registry_code: `PT${String(payment_terms)}`,
        credit_limit: '0',
        payment_terms,
      });
    const created = await withTerm(alfaTerm);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().item).toMatchObject({
      payment_terms: alfaTerm,
      payment_term: { code: 'RB3060FM', description: 'RiBa 30/60 gg f.m.' },
    });
    const foreign = await withTerm(betaTerm);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ payment_terms: 'Choose a value from the list' });
    expect((await withTerm('riba_30_60')).statusCode).toBe(400);
    const none = await withTerm('');
    expect(none.json().item).toMatchObject({ payment_terms: null, payment_term: null });
    const listed = (
      await t.app.inject({
        method: 'GET',
        url: `/api/customers?payment_terms=${alfaTerm}&perPage=100`,
        headers: alfa,
      })
    ).json();
    expect(listed.items.map((c: { id: number }) => c.id)).toContain(created.json().item.id);
    expect(listed.items.every((c: { payment_terms: number }) => c.payment_terms === alfaTerm)).toBe(
      true,
    );
  });
});
