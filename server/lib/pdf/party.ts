import { printedVat } from '../../../contract/vat-formats';
import type { PdfWords } from './words';
import type { PdfParty } from './view';

/** The address and identifiers of a party, one printed line each, empty parts left out. */
export function partyLines(party: PdfParty, words: PdfWords): string[] {
  const place = [party.zip, party.city, party.province ? `(${party.province})` : null]
    .filter(Boolean)
    .join(' ');
  const lines = [
    party.address,
    [place, party.country && party.country !== 'IT' ? party.country : null]
      .filter(Boolean)
      .join(' - '),
    party.vat_number ? `${words.vatNumber} ${printedVat(party.country, party.vat_number)}` : null,
    party.tax_code && party.tax_code !== party.vat_number
      ? `${words.taxCode} ${party.tax_code}`
      : null,
    party.sdi_code ? `${words.sdiCode} ${party.sdi_code}` : null,
    party.phone ? `${words.phone} ${party.phone}` : null,
    party.email ? `${words.email} ${party.email}` : null,
    party.pec ? `PEC ${party.pec}` : null,
  ];
  return lines.filter((line): line is string => Boolean(line));
}
