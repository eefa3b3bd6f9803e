import type { companies } from '../../db/tables/companies';
import { formatFor, type PdfFormat } from './format';
import type { PdfLabels, PdfLocale } from './words';
import { CONTENT, FONT, GREY, LINE, PAGE, BOTTOM } from './layout';
import { LETTERHEAD_LABELS } from './letterhead-words';
import { partyLines } from './party';
import type { PdfCompany, PdfDocument } from '../../resources/documents/pdf/view';

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
  const labels = LETTERHEAD_LABELS[locale];
  const rea = [
    company.rea_office && company.rea_number
      ? `${labels.rea} ${company.rea_office}-${company.rea_number}`
      : null,
    company.share_capital ? labels.shareCapital(format.money(company.share_capital)) : null,
  ].filter(Boolean);
  return [
    rea.join(' · '),
    company.sole_shareholder === 'SU' ? labels.soleShareholder : null,
    company.liquidation === 'LS' ? labels.inLiquidation : null,
  ].filter((line): line is string => Boolean(line));
}

/** IBAN in groups of four, as it is printed and read aloud. */
export const ibanGroups = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/** The payment box of an invoice or note, at `top`: the IBAN and the bank to pay to. */
export function paymentBox(
  doc: PDFKit.PDFDocument,
  document: PdfDocument,
  locale: PdfLocale,
  top: number,
): number {
  const { iban, bank_name: bank } = document.company;
  if (document.type === 'order' || !iban) return top;
  const labels = LETTERHEAD_LABELS[locale];
  const lines = [`${labels.iban} ${ibanGroups(iban)}`, bank ? `${labels.bank}: ${bank}` : null];
  const width = CONTENT / 2 - 10;
  const height = 18 + lines.filter(Boolean).length * 12;
  let y = top;
  if (y + height > BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  const left = PAGE.margin;
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor(GREY)
    .text(labels.payment, left + 8, y + 6, { width: width - 16 });
  doc.font(FONT.regular).fontSize(9).fillColor('black');
  for (const line of lines) if (line) doc.text(line, left + 8, doc.y, { width: width - 16 });
  const bottom = doc.y + 6;
  doc
    .rect(left, y, width, bottom - y)
    .strokeColor(LINE)
    .lineWidth(0.8)
    .stroke();
  return bottom + 10;
}

/**
 * The letterhead at the top left of the first page: the company's name, address, VAT number
 * and contacts, then its legal facts. Answers the y under it. (The document and DDT PDFs.)
 */
export function letterheadBlock(
  doc: PDFKit.PDFDocument,
  company: PdfCompany,
  labels: PdfLabels,
  width: number,
): number {
  doc.font(FONT.bold).fontSize(14).fillColor('black').text(company.name, PAGE.margin, PAGE.margin, {
    width,
  });
  doc.font(FONT.regular).fontSize(8.5).fillColor(GREY);
  for (const line of [...partyLines(company, labels), ...(company.legal ?? [])])
    doc.text(line, { width });
  return doc.y;
}
