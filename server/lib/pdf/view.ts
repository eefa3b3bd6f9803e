/** A party as printed: the company in the letterhead, the customer in the address block. */
export interface PdfParty {
  name: string;
  address?: string | null;
  zip?: string | null;
  city?: string | null;
  province?: string | null;
  country?: string | null;
  vat_number?: string | null;
  tax_code?: string | null;
  phone?: string | null;
  email?: string | null;
  pec?: string | null;
  sdi_code?: string | null;
}

/** The issuing company: its party lines plus the legal facts and bank of its fiscal profile. */
export interface PdfCompany extends PdfParty {
  rea_office?: string | null;
  rea_number?: string | null;
  share_capital?: string | null;
  sole_shareholder?: 'SU' | 'SM' | null;
  liquidation?: 'LS' | 'LN';
  iban?: string | null;
  bank_name?: string | null;
  /** REA, share capital, sole shareholder, liquidation: printed lines, in the PDF's language. */
  legal?: string[];
}
