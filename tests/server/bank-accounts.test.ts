import { expect, it } from 'vitest';
import { isValidIban } from '../../contract/validators';
import { registryCases } from './registryCases';

/** An Italian IBAN with valid check digits, its account number from `n`. */
function ibanOf(n: number) {
  const bban = `X05428111010${String(n).padStart(11, '0')}`.slice(0, 23);
  for (let check = 2; check <= 98; check++) {
    const iban = `IT${String(check).padStart(2, '0')}${bban}`;
    if (isValidIban(iban)) return iban;
  }
  throw new Error(`no check digits for ${bban}`);
}

const ctx = registryCases({
  name: 'bank-accounts',
  valid: (n) => ({ name: `Conto ${n}`, bank_name: 'Banca Popolare di Milano', iban: ibanOf(n) }),
  fields: ['name', 'bank_name', 'iban', 'bic', 'sia_code', 'sepa_creditor_id', 'notes'],
  searched: 'name',
  invalid: [
    ['name', '', /required/i],
    ['bank_name', ' ', /required/i],
    ['iban', 'IT60X0542811101000000123457', /Invalid IBAN/],
    ['iban', 'IT60X054281110100000012345', /Invalid IBAN/],
    ['bic', 'BAPPIT2', /Invalid BIC/],
    ['bic', 'BAPPIT21XX', /Invalid BIC/],
    ['sia_code', 'A1B2', /Invalid SIA code/],
    ['sepa_creditor_id', 'IT67ZZZA1B2C3D4E5F6G7H8', /Invalid SEPA creditor identifier/],
    ['sepa_creditor_id', 'IT91ZZZ0123456789', /Invalid SEPA creditor identifier/],
    ['notes', 'a\u0000b', /control characters|not allowed/i],
  ],
});

const post = (payload: Record<string, unknown>, headers = ctx.alfa) =>
  ctx.t.app.inject({ method: 'POST', url: '/api/bank-accounts', headers, payload });

it('keeps the codes as the bank prints them, without spaces and in capitals', async () => {
  const ok = await post({
    name: 'Conto RiBa',
    bank_name: 'Banca Popolare di Milano',
    iban: ibanOf(777)
      .replace(/(.{4})/g, '$1 ')
      .toLowerCase(),
    bic: 'bappit21 xxx',
    sia_code: 'a1b2c',
    sepa_creditor_id: 'IT66 ZZZ A1B2C3D4E5F6G7H8',
  });
  expect(ok.statusCode, ok.body).toBe(201);
  expect(ok.json().item).toMatchObject({
    iban: ibanOf(777),
    bic: 'BAPPIT21XXX',
    sia_code: 'A1B2C',
    sepa_creditor_id: 'IT66ZZZA1B2C3D4E5F6G7H8',
  });
});

it('answers 409 on the IBAN for an account the company has already, not for another company', async () => {
  // The demo's main account of Alfa (server/db/seed/registries.ts).
  const body = { name: 'Doppio', bank_name: 'BPM', iban: 'IT60X0542811101000000123456' };
  const duplicate = await post(body);
  expect(duplicate.statusCode).toBe(409);
  expect(duplicate.json()).toEqual({
    message: 'Another record already has this value: change the highlighted field',
    errors: { iban: 'Value already in use' },
  });
  expect((await post(body, ctx.beta)).statusCode).toBe(201);
});
