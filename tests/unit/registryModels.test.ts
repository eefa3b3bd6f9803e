import { describe, expect, it } from 'vitest';
import { withoutStrayNature } from '../../src/resources/articles/articleModel';
import { linkOrCreateGeneral } from '../../src/resources/customers/customerModel';

describe('withoutStrayNature', () => {
  it('keeps the nature with the 0 % rate', () => {
    expect(withoutStrayNature({ vat_rate: '0', vat_nature: 'N3.1' })).toEqual({
      vat_rate: '0',
      vat_nature: 'N3.1',
    });
  });

  it('drops a nature left over from 0 % when another rate is chosen', () => {
    expect(withoutStrayNature({ vat_rate: '22', vat_nature: 'N3.1', code: 'A' })).toEqual({
      vat_rate: '22',
      vat_nature: null,
      code: 'A',
    });
  });
});

describe('linkOrCreateGeneral', () => {
  it('sends only the id of a linked registry entry', () => {
    expect(
      linkOrCreateGeneral({ general: { id: 4, name: 'Old', country: 'IT' }, registry_code: 'C1' }),
    ).toEqual({ general: { id: 4 }, registry_code: 'C1' });
  });

  it("keeps the entry's fields when a new entry is created", () => {
    const customer = { general: { name: 'Nuova S.r.l.', country: 'IT' }, registry_code: 'C2' };
    expect(linkOrCreateGeneral(customer)).toBe(customer);
    expect(linkOrCreateGeneral({ general: { id: null, name: 'X' } })).toEqual({
      general: { id: null, name: 'X' },
    });
  });
});
