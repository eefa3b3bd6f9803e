import { describe, expect, it } from 'vitest';
import { destinationInput } from '../../contract/destinations';
import {
  destinationAddress,
  destinationText,
} from '../../src/resources/customers/destinationModel';
import { headerPayload } from '../../src/resources/documents/documentModel';

const verona = {
  name: 'Magazzino Verona',
  address: 'Via dell’Industria 14',
  zip: '37135',
  city: 'Verona',
  province: 'VR',
  country: 'IT',
};

describe('a destination as screens show it', () => {
  it('reads as one address line, the country only abroad', () => {
    expect(destinationAddress(verona)).toBe('Via dell’Industria 14, 37135 Verona (VR)');
    expect(
      destinationAddress({
        ...verona,
        zip: '6020',
        city: 'Innsbruck',
        province: null,
        country: 'AT',
      }),
    ).toBe('Via dell’Industria 14, 6020 Innsbruck, AT');
    expect(destinationAddress({ ...verona, zip: null, province: null })).toBe(
      'Via dell’Industria 14, Verona',
    );
  });

  it('is named first in a select', () => {
    expect(destinationText(verona)).toBe(
      'Magazzino Verona — Via dell’Industria 14, 37135 Verona (VR)',
    );
  });
});

describe('the destination contract', () => {
  it('normalises: upper-case codes, Italy by default, empty optional fields null', () => {
    const parsed = destinationInput.parse({
      name: ' Cantiere ',
      address: 'Via Zanica 60',
      city: 'Bergamo',
      zip: '',
      province: 'bg',
      country: '',
      phone: '',
      notes: '  ',
    });
    expect(parsed).toEqual({
      name: 'Cantiere',
      address: 'Via Zanica 60',
      city: 'Bergamo',
      zip: null,
      province: 'BG',
      country: 'IT',
      phone: null,
      notes: null,
    });
  });

  it('checks the postcode against the country', () => {
    const issues = (body: object) =>
      destinationInput.safeParse({ ...verona, ...body }).error?.issues.map((i) => i.message);
    expect(issues({ zip: '3713' })).toEqual(['validation.zip']);
    expect(issues({ zip: '6020', country: 'AT' })).toBeUndefined();
    expect(issues({ zip: '6#20', country: 'AT' })).toEqual(['validation.zip_foreign']);
    expect(issues({ country: 'ITA' })).toEqual(['validation.country']);
    expect(destinationInput.parse({ ...verona, country: ' at ', zip: '6020' }).country).toBe('AT');
  });
});

describe('the document header payload', () => {
  it('carries the destination, an empty choice as null (the billing address)', () => {
    expect(headerPayload({ customer_id: 7, destination_id: 31 } as never)).toEqual({
      customer_id: 7,
      destination_id: 31,
    });
    expect(headerPayload({ destination_id: '' } as never)).toEqual({ destination_id: null });
  });
});
