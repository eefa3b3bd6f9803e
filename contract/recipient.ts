import type { GeneralReg } from './general-regs';

/** CodiceDestinatario of a customer with neither SDI code nor PEC, or with a PEC only. */
export const NO_SDI_CODE = '0000000';
/** CodiceDestinatario of a customer abroad: the SDI does not deliver to it. */
export const FOREIGN_SDI_CODE = 'XXXXXXX';

/**
 * Where the SDI delivers a customer's invoices, as the XML writes it (CodiceDestinatario and
 * PECDestinatario): abroad `XXXXXXX`; else the SDI code; else `0000000` with the PEC when there
 * is one (without either, the SDI leaves the invoice in the customer's reserved area).
 */
export function recipientOf(general: Pick<GeneralReg, 'country' | 'sdi_code' | 'pec'>): {
  code: string;
  pec: string | null;
} {
  if (general.country !== 'IT') return { code: FOREIGN_SDI_CODE, pec: null };
  if (general.sdi_code && general.sdi_code !== NO_SDI_CODE) {
    return { code: general.sdi_code, pec: null };
  }
  return { code: NO_SDI_CODE, pec: general.pec };
}
