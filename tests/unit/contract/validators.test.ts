// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { generalRegInput } from '../../../contract/general-regs';
import { pickLocale, translateValidation } from '../../../contract/messages';
import { jsonRecord } from '../../../contract/common';
import {
  MAX_JSON_DEPTH,
  isValidSdiCode,
  isValidTaxCode,
  isValidVatNumber,
  jsonDepth,
  taxCodeCheckCharacter,
} from '../../../contract/validators';

describe('isValidVatNumber', () => {
  it.each(['12345678903', '01234567897', '00743110157'])('accepts %s', (vat) => {
    expect(isValidVatNumber(vat)).toBe(true);
  });
  it.each([
    ['a wrong check digit', '12345678901'],
    ['10 digits', '1234567890'],
    ['12 digits', '123456789031'],
    ['letters', '1234567890A'],
    ['spaces', '123 4567890'],
    ['no company number (all zeros, a right check digit)', '00000000000'],
    ['no company number (zeros, an office code)', '00000001008'],
  ])('refuses %s', (_why, vat) => {
    expect(isValidVatNumber(vat)).toBe(false);
  });
});

describe('isValidTaxCode', () => {
  it('accepts a personal code with its check character, in any case', () => {
    expect(isValidTaxCode('RSSMRA85T10A562S')).toBe(true);
    expect(isValidTaxCode('rssmra85t10a562s')).toBe(true);
  });
  it('accepts omocodia (digits replaced by letters) when the check character matches', () => {
    const first15 = 'RSSMRA85T10A56N';
    expect(isValidTaxCode(first15 + taxCodeCheckCharacter(first15))).toBe(true);
  });
  it('accepts a company code: 11 digits with the VAT checksum', () => {
    expect(isValidTaxCode('12345678903')).toBe(true);
    expect(isValidTaxCode('12345678901')).toBe(false);
  });
  it.each(['RSSMRA85T10A562X', 'RSSMRA85Z10A562S', 'RSSMRA85T10A562', '1234567890123456'])(
    'refuses %s',
    (code) => {
      expect(isValidTaxCode(code)).toBe(false);
    },
  );
});

describe('isValidSdiCode', () => {
  it('takes seven letters or digits, or six (a public administration’s office code)', () => {
    expect(isValidSdiCode('M5UXCR1')).toBe(true);
    expect(isValidSdiCode('0000000')).toBe(true);
    expect(isValidSdiCode('UFJ4T2')).toBe(true);
    expect(isValidSdiCode('M5UXC')).toBe(false);
    expect(isValidSdiCode('M5UXCR12')).toBe(false);
    expect(isValidSdiCode('M5UXC-1')).toBe(false);
  });
});

describe('generalRegInput', () => {
  it('takes a VAT number as printed on invoices, with the IT prefix and spaces', () => {
    expect(generalRegInput.parse({ name: 'X', vat_number: 'it 0123 4567 897' }).vat_number).toBe(
      '01234567897',
    );
  });

  it('normalises codes and empties', () => {
    const parsed = generalRegInput.parse({
      name: ' Rossi ',
      province: 'mi',
      country: 'it',
      vat_number: '',
      email: '',
    });
    expect(parsed).toMatchObject({
      name: 'Rossi',
      province: 'MI',
      country: 'IT',
      vat_number: null,
      email: null,
    });
  });
  it('reports each bad field with a message key', () => {
    const result = generalRegInput.safeParse({ name: '', vat_number: '1', email: 'x' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((i) => [i.path.join('.'), i.message]),
    );
    expect(messages).toEqual({
      name: 'validation.name_required',
      vat_number: 'validation.vat_number',
      email: 'validation.email',
    });
  });
});

describe('messages', () => {
  it('translates validation keys and leaves other text alone', () => {
    expect(translateValidation('validation.zip', 'de')).toBe('Ungültige Postleitzahl: 5 Ziffern');
    expect(translateValidation('Invalid input', 'de')).toBe('Invalid input');
  });
  it('picks the first supported language of Accept-Language, else Italian', () => {
    expect(pickLocale('hu-HU,hu;q=0.9,en;q=0.8')).toBe('hu');
    expect(pickLocale('es-ES,fr;q=0.5')).toBe('fr');
    expect(pickLocale('es')).toBe('it');
    expect(pickLocale(undefined)).toBe('it');
  });
});

describe('free-form JSON (a row configuration)', () => {
  const nested = (depth: number) => {
    let value: Record<string, unknown> = { a: 'x' };
    for (let i = 1; i < depth; i++) value = { a: value };
    return value;
  };

  it('measures depth up to one past the bound, however deep the value', () => {
    expect(jsonDepth({})).toBe(1);
    expect(jsonDepth(nested(3))).toBe(3);
    expect(jsonDepth(nested(MAX_JSON_DEPTH))).toBe(MAX_JSON_DEPTH);
    expect(jsonDepth(nested(100_000))).toBe(MAX_JSON_DEPTH + 1);
  });

  it('refuses a value nested too deep with its own message, without walking all of it', () => {
    const refused = jsonRecord.safeParse(nested(100_000));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.message)).toEqual(['validation.json_depth']);
    expect(jsonRecord.safeParse(nested(MAX_JSON_DEPTH)).success).toBe(true);
    const control = jsonRecord.safeParse({ a: 'x\u0000' });
    expect(control.error?.issues.map((i) => i.message)).toEqual(['validation.control_characters']);
  });
});
