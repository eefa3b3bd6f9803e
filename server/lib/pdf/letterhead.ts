import type { companies } from '../../db/tables/companies';
import { formatFor, type PdfFormat } from './format';
import type { PdfWords, PdfLocale } from './words';
import { FONT, GREY, PAGE } from './layout';
import { LETTERHEAD_WORDS } from './letterhead-words';
import { partyLines } from './party';
import type { PdfCompany } from './view';

/**
 * The company's fiscal profile on its documents: the legal facts under the letterhead (REA,
 * share capital, sole shareholder, liquidation: art. 2250 c.c. wants them on an S.r.l.'s
 * papers) and, on invoices and notes, a payment box with the IBAN and the bank.
 */

/** The letterhead's company from its `companies` row. */
export function letterheadOf(
  company: typeof companies.$inferSelect,
  locale: PdfLocale,
): PdfCompany {
  const letterhead: Omit<PdfCompany, 'legal'> = {
    name: company.name,
    address: company.address,
    zip: company.zip,
    city: company.city,
    province: company.province,
    country: company.country,
    vat_number: company.vatNumber,
    tax_code: company.taxCode,
    phone: company.phone,
    email: company.email,
    pec: company.pec,
    rea_office: company.reaOffice,
    rea_number: company.reaNumber,
    share_capital: company.shareCapital,
    sole_shareholder: company.soleShareholder as PdfCompany['sole_shareholder'],
    liquidation: company.liquidation === 'LS' ? 'LS' : 'LN',
    iban: company.iban,
    bank_name: company.bankName,
  };
  return { ...letterhead, legal: legalLines(letterhead, locale, formatFor(locale)) };
}

/** "REA MI-1234567 · Cap. soc. 10.000,00 € i.v.", "Socio unico", "In liquidazione". */
export function legalLines(
  company: Omit<PdfCompany, 'legal'>,
  locale: PdfLocale,
  format: PdfFormat,
): string[] {
  const words = LETTERHEAD_WORDS[locale];
  const rea = [
    company.rea_office && company.rea_number
      ? `${words.rea} ${company.rea_office}-${company.rea_number}`
      : null,
    company.share_capital ? words.shareCapital(format.money(company.share_capital)) : null,
  ].filter(Boolean);
  return [
    rea.join(' · '),
    company.sole_shareholder === 'SU' ? words.soleShareholder : null,
    company.liquidation === 'LS' ? words.inLiquidation : null,
  ].filter((line): line is string => Boolean(line));
}

/** IBAN in groups of four, as it is printed and read aloud. */
export const ibanGroups = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The letterhead at the top left of the first page: the company's name, address, VAT number
 * and contacts, then its legal facts. Answers the y under it. (The document and DDT PDFs.)
 */
export function letterheadBlock(
  doc: PDFKit.PDFDocument,
  company: PdfCompany,
  words: PdfWords,
  width: number,
): number {
  doc.font(FONT.bold).fontSize(14).fillColor('black').text(company.name, PAGE.margin, PAGE.margin, {
    width,
  });
  doc.font(FONT.regular).fontSize(8.5).fillColor(GREY);
  for (const line of [...partyLines(company, words), ...(company.legal ?? [])])
    doc.text(line, { width });
  return doc.y;
}
