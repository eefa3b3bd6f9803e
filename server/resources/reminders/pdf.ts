import Decimal from 'decimal.js';
import PDFDocument from 'pdfkit';
import { formatNumber } from '../../../contract/document-series';
import { nameTables } from '../../../contract/messages/names';
import { FLAT_COMPENSATION, type Reminder, type ReminderLevel } from '../../../contract/reminders';
import { collect, useFonts } from '../../lib/pdf/fonts';
import { footers } from '../../lib/pdf/footers';
import { formatFor } from '../../lib/pdf/format';
import { BOTTOM, CONTENT, FONT, PAGE, RED } from '../../lib/pdf/layout';
import { ibanGroups, letterheadBlock } from '../../lib/pdf/letterhead';
import { partyLines } from '../../lib/pdf/party';
import { captionedColumns, tableHeaderRow, tableRow } from '../../lib/pdf/table';
import type { PdfCompany, PdfParty } from '../../lib/pdf/view';
import { PDF_WORDS } from '../../lib/pdf/words';
import { REMINDER_WORDS } from './words';

const WIDTHS = [165, 45, 70, 70, 80, 85];
const ADDRESS_X = PAGE.margin + CONTENT * 0.55;

/**
 * A reminder as an A4 letter in its language: the letterhead, the customer's address, place
 * and date, the subject of its level, the body with the day to pay by, the overdue
 * instalments (days late, open, interest), the totals, the interest's ground and rates, how
 * to pay, the closing.
 */
export function renderReminderPdf(
  reminder: Reminder,
  company: PdfCompany,
  customer: PdfParty,
): Promise<Buffer> {
  const locale = reminder.locale;
  const words = REMINDER_WORDS[locale];
  const pdfWords = PDF_WORDS[locale];
  const format = formatFor(locale);
  const level = reminder.level as ReminderLevel;
  const fonts = useFonts({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    lang: locale,
    info: { Title: `${words.subject[level]} – ${reminder.customer.name}`, Author: company.name },
  });
  const doc = new PDFDocument(fonts.options);
  fonts.register(doc);
  const done = collect(doc);

  const headEnd = letterheadBlock(doc, company, pdfWords, CONTENT * 0.5);
  doc.font(FONT.bold).fontSize(10).fillColor('black');
  doc.text(customer.name, ADDRESS_X, PAGE.margin + 70, { width: CONTENT * 0.45 });
  doc.font(FONT.regular).fontSize(9);
  for (const line of partyLines(customer, pdfWords)) {
    doc.text(line, { width: CONTENT * 0.45 });
  }
  let y = Math.max(headEnd, doc.y) + 20;
  doc.text(words.place(company.city ?? '', format.date(reminder.date)), PAGE.margin, y, {
    width: CONTENT,
    align: 'right',
  });
  doc.moveDown(1.2);
  doc
    .font(FONT.bold)
    .fontSize(11)
    .text(words.subject[level], PAGE.margin, doc.y, { width: CONTENT });
  doc.moveDown(0.8);
  doc.font(FONT.regular).fontSize(9.5);
  doc.text(words.salutation(reminder.customer.name), { width: CONTENT });
  doc.moveDown(0.4);
  doc.text(words.body[level](format.date(reminder.pay_by)), { width: CONTENT, align: 'justify' });

  const columns = captionedColumns(words.columns, WIDTHS, 3);
  y = tableHeaderRow(doc, columns, doc.y + 12);
  const names = nameTables[locale].document_type as Record<string, string>;
  for (const item of reminder.items) {
    if (y + 14 > BOTTOM) {
      doc.addPage();
      y = tableHeaderRow(doc, columns, PAGE.margin);
    }
    y = tableRow(
      doc,
      columns,
      [
        `${names[item.document.type] ?? item.document.type} ${formatNumber(item.document) ?? ''}`,
        String(item.position),
        format.date(item.due_date),
        String(item.days_late),
        format.money(item.open),
        reminder.interest_applies ? format.money(item.interest) : '',
      ],
      y,
    );
  }

  const totals: [string, string][] = [[words.open, reminder.open]];
  if (reminder.interest_applies) totals.push([words.interest, reminder.interest]);
  if (new Decimal(reminder.compensation).gt(0)) {
    totals.push([words.compensation, reminder.compensation]);
  }
  totals.push([words.total, reminder.total]);
  y += 4;
  if (y + totals.length * 14 + 120 > BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  totals.forEach(([label, value], i) => {
    const last = i === totals.length - 1;
    doc
      .font(last ? FONT.bold : FONT.regular)
      .fontSize(last ? 10 : 9)
      .fillColor(last ? RED : 'black');
    doc.text(label, PAGE.margin + CONTENT - 250, y, { width: 160, align: 'right' });
    doc.text(format.money(value), PAGE.margin + CONTENT - 90, y, { width: 87, align: 'right' });
    y += 14;
  });

  doc.font(FONT.regular).fontSize(8.5).fillColor('black');
  doc.text('', PAGE.margin, y + 10);
  if (reminder.interest_applies && reminder.rates.length) {
    const rates = reminder.rates
      .map((r) => words.rateFrom(format.date(r.from), `${format.percent(r.rate)} %`))
      .join('; ');
    doc.text(words.interestNote(format.date(reminder.date), rates), { width: CONTENT });
    doc.moveDown(0.4);
  }
  if (new Decimal(reminder.compensation).gt(0)) {
    doc.text(words.compensationNote(format.money(FLAT_COMPENSATION)), { width: CONTENT });
    doc.moveDown(0.4);
  }
  if (company.iban) {
    doc.text(words.payment(ibanGroups(company.iban), company.bank_name ?? ''), { width: CONTENT });
  }
  doc.moveDown(1.2);
  doc.fontSize(9.5).text(words.closing, { width: CONTENT });
  doc.font(FONT.bold).text(company.name, { width: CONTENT });

  footers(doc, { company }, pdfWords);
  doc.end();
  return done;
}
