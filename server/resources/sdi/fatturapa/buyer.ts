import type { GeneralReg } from '../../../../contract/general-regs';
import { recipientOf } from '../../../../contract/recipient';
import type { InvoiceXmlInput, XmlBuyer } from './model';

type Party = Pick<
  GeneralReg,
  | 'name'
  | 'is_person'
  | 'first_name'
  | 'last_name'
  | 'vat_number'
  | 'tax_code'
  | 'address'
  | 'zip'
  | 'city'
  | 'province'
  | 'country'
  | 'sdi_code'
  | 'pec'
> &
  Partial<Pick<GeneralReg, 'is_public_administration'>>;

/**
 * CessionarioCommittente from a customer's general registry entry: IdFiscaleIVA with the
 * customer's own country when it has a VAT number; a private person by first and last name
 * (Anagrafica/Nome, Cognome), a company by name (Denominazione); the Italian tax code only in
 * Italy (CodiceFiscale is an Italian code); the province only in Italy. The checks of missing
 * values (address, city, an identifier) are the SDI checks', not this mapping's.
 */
export function buyerOf(general: Party): XmlBuyer {
  const italian = general.country === 'IT';
  const person = general.is_person && Boolean(general.first_name && general.last_name);
  return {
    vatCountry: general.vat_number ? general.country : null,
    vatNumber: general.vat_number,
    taxCode: italian ? general.tax_code : null,
    name: person ? null : general.name,
    firstName: person ? general.first_name : null,
    lastName: person ? general.last_name : null,
    address: {
      address: general.address ?? '',
      zip: general.zip,
      city: general.city ?? '',
      province: italian ? general.province : null,
      country: general.country,
    },
  };
}

/** The customer's side of the XML: the buyer and where the SDI delivers (CodiceDestinatario). */
export const customerPartOf = (general: Party): Pick<InvoiceXmlInput, 'buyer' | 'recipient'> => ({
  buyer: buyerOf(general),
  recipient: recipientOf(general),
});
