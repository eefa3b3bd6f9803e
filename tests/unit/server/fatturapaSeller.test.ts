// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CompanyProfile } from '../../../contract/company-profile';
import { xmlSellerOf, xmlTransmitterOf } from '../../../server/resources/sdi/fatturapa/seller';

const alfa: CompanyProfile = {
  id: 1,
  name: 'Alfa S.r.l.',
  vat_number: '01234567897',
  tax_code: '01234567897',
  regime_fiscale: 'RF01',
  address: 'Via Giuseppe Verdi 12',
  zip: '20121',
  city: 'Milano',
  province: 'MI',
  country: 'IT',
  rea_office: 'MI',
  rea_number: '1234567',
  share_capital: '10000',
  sole_shareholder: 'SU',
  liquidation: 'LN',
  iban: 'IT60X0542811101000000123456',
  bank_name: 'Banca Popolare di Milano',
  phone: '+39 02 1234567',
  email: null,
  pec: 'alfa@pec.example',
  transmitter_country: null,
  transmitter_code: null,
  series_invoice: '',
  series_deferred: '',
  series_credit_note: '',
  series_debit_note: '',
  allow_negative_stock: false,
  version: 1,
};

describe('the seller of the XML from the company profile', () => {
  it('maps identity, address and IscrizioneREA', () => {
    expect(xmlSellerOf(alfa)).toEqual({
      vatCountry: 'IT',
      vatNumber: '01234567897',
      taxCode: '01234567897',
      name: 'Alfa S.r.l.',
      regime: 'RF01',
      address: {
        address: 'Via Giuseppe Verdi 12',
        zip: '20121',
        city: 'Milano',
        province: 'MI',
        country: 'IT',
      },
      rea: {
        office: 'MI',
        number: '1234567',
        shareCapital: '10000',
        soleShareholder: 'SU',
        liquidation: 'LN',
      },
      phone: '+39 02 1234567',
      email: null,
    });
  });

  it('has no REA block without office and number; leaves a missing regime empty for the checks', () => {
    const seller = xmlSellerOf({
      ...alfa,
      rea_office: null,
      rea_number: null,
      regime_fiscale: null,
    });
    expect(seller.rea).toBeNull();
    expect(seller.regime).toBe('');
  });

  it('sends as the company itself unless an intermediary is stored', () => {
    expect(xmlTransmitterOf(alfa)).toEqual({ country: 'IT', code: '01234567897' });
    expect(
      xmlTransmitterOf({ ...alfa, transmitter_country: 'IT', transmitter_code: '01879020517' }),
    ).toEqual({ country: 'IT', code: '01879020517' });
  });
});
