import PDFDocument from 'pdfkit';
import { nameTables } from '../../../contract/messages/names';
import { formatNumber } from '../../../contract/document-series';
import type { StampDutyList } from '../../../contract/stamp-duty';
import { collect, useFonts } from '../../lib/pdf/fonts';
import { footers } from '../../lib/pdf/footers';
import { formatFor } from '../../lib/pdf/format';
import { BOTTOM, CONTENT, GREY, PAGE } from '../../lib/pdf/layout';
import { rowRule, tableHeaderRow, type TableColumn } from '../../lib/pdf/table';
import { PDF_WORDS, type PdfLocale } from '../../lib/pdf/words';

interface Words {
  title: (quarter: number, year: number) => string;
  period: (from: string, to: string) => string;
  columns: [string, string, string, string, string];
  summary: (count: number, total: string) => string;
  payment: (code: string, due: string) => string;
  none: string;
}

// prettier-ignore
const WORDS: Record<PdfLocale, Words> = {
  it: {
    title: (q, y) => `Imposta di bollo sulle fatture elettroniche – ${q}° trimestre ${y}`,
    period: (from, to) => `Documenti emessi dal ${from} al ${to}`,
    columns: ['Documento', 'Data', 'Cliente', 'Importo esente', 'Bollo'],
    summary: (n, total) => `${n} documenti con bollo: imposta dovuta ${total}`,
    payment: (code, due) => `Pagamento con F24, codice tributo ${code}, entro il ${due}`,
    none: 'Nessun documento con bollo nel trimestre.',
  },
  en: {
    title: (q, y) => `Stamp duty on e-invoices – quarter ${q} of ${y}`,
    period: (from, to) => `Documents issued from ${from} to ${to}`,
    columns: ['Document', 'Date', 'Customer', 'Exempt amount', 'Duty'],
    summary: (n, total) => `${n} documents bearing the duty: ${total} due`,
    payment: (code, due) => `Paid by F24, tax code ${code}, by ${due}`,
    none: 'No document bears the duty in the quarter.',
  },
  de: {
    title: (q, y) => `Stempelsteuer auf E-Rechnungen – ${q}. Quartal ${y}`,
    period: (from, to) => `Ausgestellte Dokumente vom ${from} bis ${to}`,
    columns: ['Dokument', 'Datum', 'Kunde', 'Steuerfreier Betrag', 'Stempel'],
    summary: (n, total) => `${n} Dokumente mit Stempelsteuer: geschuldet ${total}`,
    payment: (code, due) => `Zahlung mit F24, Steuerkennzahl ${code}, bis ${due}`,
    none: 'Kein Dokument mit Stempelsteuer im Quartal.',
  },
  fr: {
    title: (q, y) => `Droit de timbre sur les factures électroniques – ${q}e trimestre ${y}`,
    period: (from, to) => `Documents émis du ${from} au ${to}`,
    columns: ['Document', 'Date', 'Client', 'Montant exonéré', 'Timbre'],
    summary: (n, total) => `${n} documents soumis au timbre : ${total} dû`,
    payment: (code, due) => `Paiement par F24, code ${code}, au plus tard le ${due}`,
    none: 'Aucun document soumis au timbre dans le trimestre.',
  },
  hu: {
    title: (q, y) => `Bélyegilleték az e-számlákon – ${y}. ${q}. negyedév`,
    period: (from, to) => `Kiállított dokumentumok: ${from} – ${to}`,
    columns: ['Dokumentum', 'Dátum', 'Ügyfél', 'Mentes összeg', 'Illeték'],
    summary: (n, total) => `${n} illetékköteles dokumentum: fizetendő ${total}`,
    payment: (code, due) => `Fizetés F24-gyel, adónem kód ${code}, határidő ${due}`,
    none: 'A negyedévben nincs illetékköteles dokumentum.',
  },
};

const WIDTHS = [110, 60, 205, 80, 60];

/** The quarter's stamp duty list as an A4 PDF: title, the documents, the total and the F24. */
export function renderStampDutyPdf(
  list: StampDutyList,
  company: { name: string },
  locale: PdfLocale,
): Promise<Buffer> {
  const words = WORDS[locale];
  const format = formatFor(locale);
  const title = words.title(list.quarter, list.year);
  const fonts = useFonts({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    lang: locale,
    info: { Title: title, Author: company.name },
  });
  const doc = new PDFDocument(fonts.options);
  const font = fonts.register(doc);
  const done = collect(doc);
  doc.font(font.bold).fontSize(13).fillColor('black').text(company.name, PAGE.margin, PAGE.margin);
  doc.fontSize(11).text(title, { width: CONTENT });
  doc.font(font.regular).fontSize(9).fillColor(GREY);
  doc.text(words.period(format.date(list.from), format.date(list.to)));
  const columns: (TableColumn & { caption: string })[] = words.columns.map((caption, i) => ({
    caption,
    width: WIDTHS[i],
    align: i >= 3 ? 'right' : 'left',
  }));
  let y = tableHeaderRow(doc, columns, doc.y + 10);
  const names = nameTables[locale].document_type as Record<string, string>;
  for (const item of list.items) {
    if (y > BOTTOM - 20) {
      doc.addPage();
      y = tableHeaderRow(doc, columns, PAGE.margin);
    }
    const cells = [
      `${names[item.type] ?? item.type} ${formatNumber(item)}`,
      format.date(item.document_date),
      item.customer.name,
      format.money(item.exempt_amount),
      format.money(item.duty),
    ];
    doc.font(font.regular).fontSize(8.5).fillColor('black');
    let x = PAGE.margin;
    cells.forEach((cell, i) => {
      doc.text(cell, x + 3, y, { width: WIDTHS[i] - 6, align: columns[i].align, lineBreak: false });
      x += WIDTHS[i];
    });
    y += 14;
    rowRule(doc, y - 3);
  }
  doc.font(font.bold).fontSize(10).fillColor('black');
  const summary = list.count ? words.summary(list.count, format.money(list.total)) : words.none;
  doc.text(summary, PAGE.margin, y + 10, { width: CONTENT });
  doc.font(font.regular).fontSize(9);
  doc.text(words.payment(list.tax_code, format.date(list.payment_due)), { width: CONTENT });
  footers(doc, { company }, PDF_WORDS[locale]);
  doc.end();
  return done;
}
