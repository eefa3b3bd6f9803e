import { expect, it } from 'vitest';
import { registryCases } from './registryCases';

const ctx = registryCases({
  name: 'carriers',
  valid: (n) => ({ name: `Corriere ${n}`, vat_number: '12345678903', city: 'Milano' }),
  fields: [
    'name',
    'vat_number',
    'tax_code',
    'address',
    'zip',
    'city',
    'province',
    'country',
    'phone',
    'email',
    'notes',
  ],
  searched: 'name',
  invalid: [
    ['name', '', /company name is required/i],
    ['name', 'x'.repeat(201), /too long/i],
    ['vat_number', '12345678901', /VAT number/],
    ['tax_code', 'RSSMRA85T10A562X', /tax code/i],
    ['zip', '2012', /postcode|5 digits/i],
    ['province', 'Milano', /province/i],
    ['country', 'ITA', /country/i],
    ['email', 'not-an-email', /e-mail/i],
    ['notes', 'a\u0000b', /control characters|not allowed/i],
  ],
});

it('keeps a carrier the way the general registry does: IT prefix dropped, country IT', async () => {
  const response = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/carriers',
    headers: ctx.alfa,
    payload: { name: '  Trasporti Veloci  ', vat_number: 'IT 12345678903', province: 'to' },
  });
  expect(response.statusCode).toBe(201);
  expect(response.json().item).toMatchObject({
    name: 'Trasporti Veloci',
    vat_number: '12345678903',
    province: 'TO',
    country: 'IT',
    email: null,
  });
});

it('lists the demo carriers of the company, with the provinces to choose from', async () => {
  const response = await ctx.t.app.inject({
    method: 'GET',
    url: '/api/carriers?q=brt',
    headers: ctx.alfa,
  });
  expect(response.statusCode).toBe(200);
  expect(response.json().items.map((c: { name: string }) => c.name)).toEqual(['BRT S.p.A.']);
  expect(response.json().selects.provinces).toContainEqual({ id: 'MI', name: 'Milano' });
});

it('refuses to delete a carrier named on shipping lists, saying so (issue 33 point 8)', async () => {
  const send = (method: 'GET' | 'DELETE', url: string) =>
    ctx.t.app.inject({ method, url, headers: { ...ctx.alfa, 'accept-language': 'it' } });
  const [sda] = (await send('GET', '/api/carriers?q=sda')).json().items;
  const refused = await send('DELETE', `/api/carriers/${sda.id}`);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(
    'Il vettore è indicato in alcune liste di spedizione: sceglierne un altro in quelle liste prima di eliminarlo',
  );
  expect((await send('GET', `/api/carriers/${sda.id}`)).statusCode).toBe(200);
});
