import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EU_VAT_EXAMPLES,
  EU_VAT_FORMATS,
  isValidVatFor,
  normaliseVat,
  vatNumberError,
  printedVat,
  vatPrefixOf,
} from '../../../contract/vat-formats';
import { recipientOf } from '../../../contract/recipient';

const EU = Object.keys(EU_VAT_FORMATS);

describe('VAT formats by country', () => {
  it('has a valid example for every EU country and Italy', () => {
    expect(Object.keys(EU_VAT_EXAMPLES).sort()).toEqual([...EU, 'IT'].sort());
    for (const [country, vat] of Object.entries(EU_VAT_EXAMPLES)) {
      expect(isValidVatFor(country, vat), country).toBe(true);
    }
  });

  it('refuses the examples of the other countries where the format differs', () => {
    expect(isValidVatFor('DE', EU_VAT_EXAMPLES.AT)).toBe(false);
    expect(isValidVatFor('AT', EU_VAT_EXAMPLES.DE)).toBe(false);
    expect(isValidVatFor('NL', '123456789')).toBe(false);
    expect(isValidVatFor('BE', '2123456789')).toBe(false);
    expect(isValidVatFor('FR', 'IO123456789')).toBe(false);
    expect(isValidVatFor('SE', '123456789002')).toBe(false);
  });

  it('keeps the Italian check digit and refuses all zeros', () => {
    expect(isValidVatFor('IT', '01234567897')).toBe(true);
    expect(isValidVatFor('IT', '01234567898')).toBe(false);
    expect(isValidVatFor('IT', '00000000000')).toBe(false);
  });

  it('takes 1 to 28 letters or digits outside the EU', () => {
    expect(isValidVatFor('CH', 'CHE123456789')).toBe(true);
    expect(isValidVatFor('US', '1'.repeat(28))).toBe(true);
    expect(isValidVatFor('US', '1'.repeat(29))).toBe(false);
    expect(isValidVatFor('US', '')).toBe(false);
  });

  it('names the rule that failed', () => {
    expect(vatNumberError('IT', '1')).toBe('validation.vat_number');
    expect(vatNumberError('DE', '1')).toBe('validation.vat_number_eu');
    expect(vatNumberError('CH', '1'.repeat(29))).toBe('validation.vat_number_foreign');
    expect(vatNumberError('DE', '123456789')).toBeNull();
  });

  it('a German number is exactly nine digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,15}$/), (digits) => {
        expect(isValidVatFor('DE', digits)).toBe(digits.length === 9);
      }),
    );
  });

  it('drops the country prefix and the separators however a valid number is written', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(EU_VAT_EXAMPLES)),
        fc.constantFrom('', ' ', '.', '-'),
        fc.boolean(),
        fc.boolean(),
        (country, separator, prefixed, lower) => {
          const vat = EU_VAT_EXAMPLES[country];
          const spelt = (prefixed ? `${vatPrefixOf(country)}${separator}` : '') + vat;
          const typed = [...spelt].join(separator);
          expect(normaliseVat(country, lower ? typed.toLowerCase() : typed)).toBe(vat);
        },
      ),
    );
  });

  it('keeps a French key that reads like a prefix', () => {
    expect(normaliseVat('FR', 'FR123456789')).toBe('FR123456789');
    expect(normaliseVat('FR', 'FRFR123456789')).toBe('FR123456789');
    expect(normaliseVat('GR', 'GR123456789')).toBe('123456789');
  });

  it('keeps a Swiss UID whole, without its MWST/TVA/IVA suffix', () => {
    expect(normaliseVat('CH', 'CHE-123.456.789 MWST')).toBe('CHE123456789');
    expect(normaliseVat('CH', 'che 123 456 789 tva')).toBe('CHE123456789');
    expect(normaliseVat('CH', 'CHE123456789')).toBe('CHE123456789');
  });
});

describe('printedVat', () => {
  it('prints a foreign number with its prefix, an Italian one bare', () => {
    expect(printedVat('DE', '123456789')).toBe('DE123456789');
    expect(printedVat('GR', '123456789')).toBe('EL123456789');
    expect(printedVat('FR', 'FR123456789')).toBe('FRFR123456789');
    expect(printedVat('CH', 'CHE123456789')).toBe('CHE123456789');
    expect(printedVat('IT', '01234567897')).toBe('01234567897');
    expect(printedVat(null, '01234567897')).toBe('01234567897');
  });
});

describe('recipientOf', () => {
  const it_ = { country: 'IT', sdi_code: null, pec: null };
  it('answers the SDI code, else 0000000 with the PEC, else 0000000', () => {
    const fpr = { format: 'FPR12' };
    expect(recipientOf({ ...it_, sdi_code: 'M5UXCR1', pec: 'a@pec.it' })).toEqual({
      ...fpr,
      code: 'M5UXCR1',
      pec: null,
    });
    expect(recipientOf({ ...it_, pec: 'a@pec.it' })).toEqual({
      ...fpr,
      code: '0000000',
      pec: 'a@pec.it',
    });
    expect(recipientOf({ ...it_, sdi_code: '0000000', pec: 'a@pec.it' })).toEqual({
      ...fpr,
      code: '0000000',
      pec: 'a@pec.it',
    });
    expect(recipientOf(it_)).toEqual({ ...fpr, code: '0000000', pec: null });
  });
  it('answers XXXXXXX abroad', () => {
    expect(recipientOf({ country: 'DE', sdi_code: 'M5UXCR1', pec: 'a@pec.it' })).toEqual({
      format: 'FPR12',
      code: 'XXXXXXX',
      pec: null,
    });
  });
  it('answers San Marino’s own code, else the San Marino tax office’s', () => {
    expect(recipientOf({ country: 'SM', sdi_code: null, pec: 'a@pec.sm' })).toEqual({
      format: 'FPR12',
      code: '2R4GTO8',
      pec: null,
    });
    expect(recipientOf({ country: 'SM', sdi_code: 'ABC1234', pec: null }).code).toBe('ABC1234');
  });
  it('answers FPA12 and the office code for a public administration, never a PEC', () => {
    const pa = { country: 'IT', sdi_code: 'UFJ4T2', pec: 'scuola@pec.istruzione.it' };
    expect(recipientOf({ ...pa, is_public_administration: true })).toEqual({
      format: 'FPA12',
      code: 'UFJ4T2',
      pec: null,
    });
    // Without its code: empty, which the SDI checks refuse at issue (00427).
    expect(recipientOf({ ...pa, sdi_code: null, is_public_administration: true }).code).toBe('');
  });
});
