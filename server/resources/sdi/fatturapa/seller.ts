import { transmitterOf, type CompanyProfile } from '../../../../contract/company-profile';
import type { XmlSeller } from './model';

/**
 * CedentePrestatore and IdTrasmittente from the company's fiscal profile
 * (`getCompanyProfile(tenant)`), for the XML loader. A missing required value is left empty
 * (never invented): the SDI checks (`checks.ts`) then refuse the file naming the field.
 */
export function xmlSellerOf(profile: CompanyProfile): XmlSeller {
  const rea =
    profile.rea_office && profile.rea_number
      ? {
          office: profile.rea_office,
          number: profile.rea_number,
          shareCapital: profile.share_capital,
          soleShareholder: profile.sole_shareholder,
          liquidation: profile.liquidation,
        }
      : null;
  return {
    vatCountry: profile.country,
    vatNumber: profile.vat_number ?? '',
    taxCode: profile.tax_code,
    name: profile.name,
    regime: profile.regime_fiscale ?? '',
    address: {
      address: profile.address ?? '',
      zip: profile.zip,
      city: profile.city ?? '',
      province: profile.province,
      country: profile.country,
    },
    rea,
    phone: profile.phone,
    email: profile.email,
  };
}

/** IdTrasmittente: the intermediary stored in the profile, else the company itself. */
export function xmlTransmitterOf(profile: CompanyProfile): { country: string; code: string } {
  return transmitterOf(profile) ?? { country: profile.country, code: '' };
}
