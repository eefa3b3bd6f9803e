import type { GeneralReg } from './general-regs';

/** CodiceDestinatario of a customer with neither SDI code nor PEC, or with a PEC only. */
export const NO_SDI_CODE = '0000000';
/** CodiceDestinatario of a customer abroad: the SDI does not deliver to it. */
export const FOREIGN_SDI_CODE = 'XXXXXXX';
/**
 * CodiceDestinatario of the San Marino tax office (Ufficio Tributario), through which the SDI
 * delivers invoices to San Marino operators (DM 21 June 2021).
 */
export const SAN_MARINO_SDI_CODE = '2R4GTO8';

/** FormatoTrasmissione: FPA12 to a public administration, FPR12 to anyone else. */
export type TransmissionFormat = 'FPA12' | 'FPR12';

/**
 * Where the SDI delivers a customer's invoices, as the XML writes it (FormatoTrasmissione,
 * CodiceDestinatario and PECDestinatario): a public administration FPA12 to its 6-character
 * office code (empty until it is given: the SDI checks refuse it at issue); San Marino its SDI
 * code, else the tax office's; abroad `XXXXXXX`; else the SDI code; else `0000000` with the
 * PEC when there is one (without either, the SDI leaves the invoice in the customer's reserved
 * area).
 */
export function recipientOf(
  general: Pick<GeneralReg, 'country' | 'sdi_code' | 'pec'> &
    Partial<Pick<GeneralReg, 'is_public_administration'>>,
): { format: TransmissionFormat; code: string; pec: string | null } {
  if (general.is_public_administration) {
    return { format: 'FPA12', code: general.sdi_code ?? '', pec: null };
  }
  const format = 'FPR12';
  if (general.country === 'SM') {
    return { format, code: general.sdi_code || SAN_MARINO_SDI_CODE, pec: null };
  }
  if (general.country !== 'IT') return { format, code: FOREIGN_SDI_CODE, pec: null };
  if (general.sdi_code && general.sdi_code !== NO_SDI_CODE) {
    return { format, code: general.sdi_code, pec: null };
  }
  return { format, code: NO_SDI_CODE, pec: general.pec };
}
