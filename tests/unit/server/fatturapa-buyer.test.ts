import { describe, expect, it } from 'vitest';
import { recipientOf } from '../../../contract/recipient';
import { buildTree, invoiceXml } from '../../../server/resources/sdi/fatturapa/build';
import { buyerOf, customerPartOf } from '../../../server/resources/sdi/fatturapa/buyer';
import { sdiChecks } from '../../../server/resources/sdi/fatturapa/checks';
import { xmlInput } from '../../support/fatturapaInput';
import { fatturapaSchemaErrors } from '../../support/fatturapaSchema';

const COMPANY = {
  name: 'Rossi Arredamenti S.r.l.',
  is_person: false,
  first_name: null,
  last_name: null,
  vat_number: '12454925038',
  tax_code: '12454925038',
  address: 'Via Roma 3',
  zip: '20121',
  city: 'Milano',
  province: 'MI',
  country: 'IT',
  sdi_code: 'M5UXCR1',
  pec: null,
};

describe('buyerOf', () => {
  it('an Italian company: IdFiscaleIVA IT, Denominazione, province, SDI code', () => {
    expect(customerPartOf(COMPANY)).toEqual({
      buyer: {
        vatCountry: 'IT',
        vatNumber: '12454925038',
        taxCode: '12454925038',
        name: 'Rossi Arredamenti S.r.l.',
        firstName: null,
        lastName: null,
        address: {
          address: 'Via Roma 3',
          zip: '20121',
          city: 'Milano',
          province: 'MI',
          country: 'IT',
        },
      },
      recipient: { format: 'FPR12', code: 'M5UXCR1', pec: null },
    });
  });

  it('a private person: Nome and Cognome, the tax code, no IdFiscaleIVA', () => {
    const buyer = buyerOf({
      ...COMPANY,
      name: 'Gallo Laura',
      is_person: true,
      first_name: 'Laura',
      last_name: 'Gallo',
      vat_number: null,
      tax_code: 'GLLLRA80A41F205S',
      sdi_code: null,
    });
    expect(buyer).toMatchObject({
      vatCountry: null,
      vatNumber: null,
      taxCode: 'GLLLRA80A41F205S',
      name: null,
      firstName: 'Laura',
      lastName: 'Gallo',
    });
  });

  it('a German company: IdPaese DE, no Italian tax code nor province, XXXXXXX', () => {
    const part = customerPartOf({
      ...COMPANY,
      name: 'Müller GmbH',
      vat_number: '811569869',
      tax_code: 'X',
      province: 'MI',
      country: 'DE',
      pec: 'x@pec.it',
    });
    expect(part.buyer).toMatchObject({
      vatCountry: 'DE',
      vatNumber: '811569869',
      taxCode: null,
      name: 'Müller GmbH',
    });
    expect(part.buyer.address.province).toBeNull();
    expect(part.recipient).toEqual({ format: 'FPR12', code: 'XXXXXXX', pec: null });
  });
});

describe('the customer side in a real XML', () => {
  const seeds = {
    'an Italian company with a PEC only': { ...COMPANY, sdi_code: null, pec: 'rossi@pec.it' },
    'a private person': {
      ...COMPANY,
      name: 'Gallo Laura',
      is_person: true,
      first_name: 'Laura',
      last_name: 'Gallo',
      vat_number: null,
      tax_code: 'GLLLRA80A41F205S',
    },
    'a German company': {
      ...COMPANY,
      name: 'Müller Maschinenbau GmbH',
      vat_number: '811569869',
      tax_code: null,
      address: 'Leopoldstraße 12',
      zip: '80802',
      city: 'München',
      province: null,
      country: 'DE',
    },
  };
  for (const [what, general] of Object.entries(seeds)) {
    it(`${what}: the XML is valid and passes the SDI checks`, async () => {
      const input = xmlInput(customerPartOf(general));
      const { xml } = invoiceXml(input);
      expect(await fatturapaSchemaErrors(xml)).toEqual([]);
      expect(sdiChecks(buildTree(input))).toEqual([]);
      expect(xml).toContain(
        `<CodiceDestinatario>${recipientOf(general).code}</CodiceDestinatario>`,
      );
    });
  }
});
