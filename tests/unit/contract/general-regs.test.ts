import { describe, expect, it } from 'vitest';
import { carriers } from '../../../contract/carriers';
import { customerInput, customerUpdate } from '../../../contract/customers';
import { generalRegInput, generalRegUpdate } from '../../../contract/general-regs';

const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const PERSON = {
  is_person: true,
  first_name: ' Mario ',
  last_name: 'Rossi',
  tax_code: 'RSSMRA80A01F205X',
};

describe('general registry entries for e-invoicing', () => {
  it('names a private person after last and first name, whatever name was sent', () => {
    const parsed = generalRegInput.parse({ ...PERSON, name: 'ignored' });
    expect(parsed).toMatchObject({ name: 'Rossi Mario', first_name: 'Mario', is_person: true });
  });

  it('wants first name, last name and a personal tax code from a person in Italy', () => {
    expect(errorsOf(generalRegInput.safeParse({ is_person: true }))).toEqual({
      first_name: 'validation.first_name_required',
      last_name: 'validation.last_name_required',
      tax_code: 'validation.person_tax_code',
    });
    // A company's 11-digit tax code is not a person's.
    expect(errorsOf(generalRegInput.safeParse({ ...PERSON, tax_code: '01234567897' }))).toEqual({
      tax_code: 'validation.person_tax_code',
    });
    // A wrong check character keeps the field's own message.
    expect(
      errorsOf(generalRegInput.safeParse({ ...PERSON, tax_code: 'RSSMRA80A01F205Y' })),
    ).toEqual({ tax_code: 'validation.tax_code_check' });
    // What is wrong, said: the shape, or the check character or digit (issue 33 point 8).
    expect(errorsOf(generalRegInput.safeParse({ ...PERSON, tax_code: 'RSSMRA80A01F20' }))).toEqual({
      tax_code: 'validation.tax_code',
    });
    expect(errorsOf(generalRegInput.safeParse({ name: 'Alfa', tax_code: '01234567890' }))).toEqual({
      tax_code: 'validation.tax_code_digits',
    });
  });

  it('takes a foreign person without an Italian tax code', () => {
    const parsed = generalRegInput.parse({ ...PERSON, tax_code: null, country: 'DE' });
    expect(parsed.name).toBe('Rossi Mario');
  });

  it('keeps no first and last name on a company, and wants its name', () => {
    expect(generalRegInput.parse({ name: 'Alfa', first_name: 'X', last_name: 'Y' })).toMatchObject({
      first_name: null,
      last_name: null,
      is_person: false,
    });
    expect(errorsOf(generalRegInput.safeParse({ name: ' ' }))).toEqual({
      name: 'validation.name_required',
    });
  });

  it('checks the VAT number against the country and stores it without prefix', () => {
    expect(
      generalRegInput.parse({ name: 'A', country: 'de', vat_number: 'DE 123 456 789' }),
    ).toMatchObject({ country: 'DE', vat_number: '123456789' });
    expect(
      generalRegInput.parse({ name: 'A', country: 'AT', vat_number: 'ATU12345678' }),
    ).toMatchObject({ vat_number: 'U12345678' });
    expect(
      errorsOf(generalRegInput.safeParse({ name: 'A', country: 'DE', vat_number: '1234' })),
    ).toEqual({ vat_number: 'validation.vat_number_eu' });
    expect(errorsOf(generalRegInput.safeParse({ name: 'A', vat_number: '00000000000' }))).toEqual({
      vat_number: 'validation.vat_number',
    });
    // An Italian number is refused for Germany, as it was for Italy before.
    expect(
      errorsOf(generalRegInput.safeParse({ name: 'A', country: 'DE', vat_number: '01234567897' })),
    ).toEqual({ vat_number: 'validation.vat_number_eu' });
    expect(
      errorsOf(generalRegInput.safeParse({ name: 'A', country: 'US', vat_number: '12-3456789' })),
    ).toEqual({});
  });

  it('takes a CAP in Italy and a foreign postcode abroad', () => {
    expect(errorsOf(generalRegInput.safeParse({ name: 'A', zip: '2012' }))).toEqual({
      zip: 'validation.zip',
    });
    expect(generalRegInput.parse({ name: 'A', country: 'NL', zip: '1012 ab' }).zip).toBe('1012 AB');
    expect(generalRegInput.parse({ name: 'A', country: 'AT', zip: '1010' }).zip).toBe('1010');
    expect(errorsOf(generalRegInput.safeParse({ name: 'A', country: 'GB', zip: 'SW1A-' }))).toEqual(
      { zip: 'validation.zip_foreign' },
    );
    expect(
      errorsOf(generalRegInput.safeParse({ name: 'A', country: 'GB', zip: 'SW1A 1AA 12345' })),
    ).toEqual({ zip: 'validation.zip_foreign' });
  });

  it('checks a billing postcode against the billing country, else the entry one', () => {
    const customer = { registry_code: 'C1', credit_limit: '0' };
    const general = { name: 'Müller GmbH', country: 'AT' };
    expect(
      customerInput.parse({ ...customer, general, billing: { zip: '1010' } }).billing.zip,
    ).toBe('1010');
    expect(
      errorsOf(
        customerInput.safeParse({ ...customer, general, billing: { zip: '1010', country: 'IT' } }),
      ),
    ).toEqual({ 'billing.zip': 'validation.zip' });
    // An entry linked by id: its country is not in the body; a new one is in Italy by default.
    expect(
      customerInput.safeParse({ ...customer, general: { id: 3 }, billing: { zip: '1010' } })
        .success,
    ).toBe(true);
    expect(
      errorsOf(
        customerInput.safeParse({ ...customer, general: { name: 'N' }, billing: { zip: '1010' } }),
      ),
    ).toEqual({ 'billing.zip': 'validation.zip' });
    expect(
      errorsOf(
        customerUpdate.safeParse({
          ...customer,
          version: 1,
          general: { ...general, id: 3 },
          billing: { zip: '10!' },
        }),
      ),
    ).toEqual({ 'billing.zip': 'validation.zip_foreign' });
  });

  it('applies the same rules on update, to carriers and to customers', () => {
    expect(
      errorsOf(
        generalRegUpdate.safeParse({ name: 'A', country: 'NL', vat_number: '1', version: 1 }),
      ),
    ).toEqual({ vat_number: 'validation.vat_number_eu' });
    expect(
      carriers.input.parse({ name: 'V', country: 'DE', vat_number: 'DE123456789' }).vat_number,
    ).toBe('123456789');
    expect(
      errorsOf(
        carriers.update.safeParse({ name: 'V', country: 'DE', vat_number: '1', version: 1 }),
      ),
    ).toEqual({ vat_number: 'validation.vat_number_eu' });
    const customer = { registry_code: 'C1', credit_limit: '0' };
    expect(customerInput.parse({ ...customer, general: PERSON }).general.name).toBe('Rossi Mario');
    expect(
      errorsOf(customerInput.safeParse({ ...customer, general: { is_person: true } })),
    ).toMatchObject({ 'general.first_name': 'validation.first_name_required' });
    // Linking an existing entry by id needs none of its fields.
    expect(customerInput.safeParse({ ...customer, general: { id: 3 } }).success).toBe(true);
  });
});
