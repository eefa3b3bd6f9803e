import { printedVat } from '../../../contract/vat-formats';
import type { PdfLabels } from './words';
import type { PdfParty } from '../../resources/documents/pdf/view';

/** The address and identifiers of a party, one printed line each, empty parts left out. */
export function partyLines(party: PdfParty, labels: PdfLabels): string[] {
  const place = [party.zip, party.city, party.province ? `(${party.province})` : null]
    .filter(Boolean)
    .join(' ');
  const lines = [
    party.address,
    [place, party.country && party.country !== 'IT' ? party.country : null]
      .filter(Boolean)
      .join(' - '),
    party.vat_number ? `${labels.vatNumber} ${printedVat(party.country, party.vat_number)}` : null,
    party.tax_code && party.tax_code !== party.vat_number
      ? `${labels.taxCode} ${party.tax_code}`
      : null,
    party.sdi_code ? `${labels.sdiCode} ${party.sdi_code}` : null,
    party.phone ? `${labels.phone} ${party.phone}` : null,
    party.email ? `${labels.email} ${party.email}` : null,
    party.pec ? `PEC ${party.pec}` : null,
  ];
  return lines.filter((line): line is string => Boolean(line));
}
