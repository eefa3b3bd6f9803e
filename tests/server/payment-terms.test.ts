import { expect, it } from 'vitest';
import { registryCases } from './registryCases';

const ctx = registryCases({
  name: 'payment-terms',
  valid: (n) => ({
    code: `T${n}`,
    description: `Bonifico ${n} gg`,
    method: 'MP05',
    basis: 'invoice_date',
    days: [30],
  }),
  fields: ['code', 'description', 'method', 'basis', 'days', 'notes'],
  searched: 'description',
  invalid: [
    ['code', '', /required/i],
    ['code', 'x'.repeat(21), /too long/i],
    ['description', ' ', /description is mandatory/i],
    ['method', 'MP24', /choose a value/i],
    ['method', 'mp05', /choose a value/i],
    ['basis', 'next_month', /choose a value/i],
    ['days', [], /1 to 12 instalments/],
    ['days', [60, 30], /ascending/],
    ['days', [30, 30], /ascending/],
    ['days', Array.from({ length: 13 }, (_, i) => i * 10), /1 to 12 instalments/],
    ['days', '30', /1 to 12 instalments/],
    ['notes', 'a\u0000b', /control characters|not allowed/i],
  ],
});

const post = (payload: Record<string, unknown>, headers = ctx.alfa) =>
  ctx.t.app.inject({ method: 'POST', url: '/api/payment-terms', headers, payload });

const term = {
  code: 'RB120FM',
  description: 'Ricevuta bancaria 30/60/90/120 gg f.m.',
  method: 'MP12',
  basis: 'end_of_month',
  days: [30, 60, 90, 120],
};

it('keeps the instalments and the FatturaPA method as sent', async () => {
  const response = await post({ ...term, notes: 'Scadenze al 10 del mese' });
  expect(response.statusCode).toBe(201);
  expect(response.json().item).toMatchObject({ ...term, notes: 'Scadenze al 10 del mese' });
});

it('refuses a day outside 0…365 or not whole', async () => {
  for (const days of [[-1], [366], [30.5]]) {
    const response = await post({ ...term, code: 'X', days });
    expect(response.statusCode, JSON.stringify(days)).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['days']);
  }
  expect((await post({ ...term, code: 'RD2', days: [0] })).statusCode).toBe(201);
  expect((await post({ ...term, code: 'Y365', days: [365] })).statusCode).toBe(201);
});

it('answers 409 on the code field for a code the company already has, on create and update', async () => {
  const duplicate = await post({ ...term, code: 'BB30DF' });
  expect(duplicate.statusCode).toBe(409);
  expect(duplicate.json()).toEqual({
    message: 'Another record already has this value: change the highlighted field',
    errors: { code: 'Value already in use' },
  });

  const { item } = (await post({ ...term, code: 'NEW1' })).json();
  const update = await ctx.t.app.inject({
    method: 'PUT',
    url: `/api/payment-terms/${item.id}`,
    headers: { ...ctx.alfa, 'accept-language': 'it' },
    payload: { ...item, code: 'RD' },
  });
  expect(update.statusCode).toBe(409);
  expect(update.json().errors).toEqual({ code: 'Valore già in uso' });
});

it('lets another company use the same code', async () => {
  const response = await post({ ...term, code: 'NEW2' }, ctx.beta);
  expect(response.statusCode).toBe(201);
  expect((await post({ ...term, code: 'NEW2' })).statusCode).toBe(201);
});

it('lists the demo terms with the methods and bases named in the caller’s language', async () => {
  const response = await ctx.t.app.inject({
    method: 'GET',
    url: '/api/payment-terms?q=riba&sort=code',
    headers: { ...ctx.beta, 'accept-language': 'de' },
  });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body.items).toEqual([
    expect.objectContaining({ code: 'RB306090FM', days: [30, 60, 90], method: 'MP12' }),
    expect.objectContaining({ code: 'RB3060FM', days: [30, 60], basis: 'end_of_month' }),
  ]);
  expect(body.selects.methods).toHaveLength(23);
  expect(body.selects.methods).toContainEqual({ id: 'MP05', name: 'MP05 Überweisung' });
  expect(body.selects.bases).toEqual([
    { id: 'invoice_date', name: 'Rechnungsdatum' },
    { id: 'end_of_month', name: 'Monatsende' },
  ]);
});

it('refuses to delete payment terms that customers have, saying so (issue 33 point 8)', async () => {
  const send = (method: 'GET' | 'DELETE', url: string) =>
    ctx.t.app.inject({ method, url, headers: { ...ctx.alfa, 'accept-language': 'it' } });
  const [riba] = (await send('GET', '/api/payment-terms?q=RiBa%2030%2F60%20gg')).json().items;
  expect(riba, 'the demo RiBa term').toBeDefined();
  const refused = await send('DELETE', `/api/payment-terms/${riba.id}`);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toMatch(
    /^Queste condizioni di pagamento sono (assegnate ad alcuni clienti|usate in alcuni documenti)/,
  );
});
