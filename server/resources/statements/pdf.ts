import PDFDocument from 'pdfkit';
import { formatNumber } from '../../../contract/document-series';
import { nameTables } from '../../../contract/messages/names';
import type { Statement, StatementKind, StatementLine } from '../../../contract/statements';
import { collect, useFonts } from '../../lib/pdf/fonts';
import { footers } from '../../lib/pdf/footers';
import { formatFor } from '../../lib/pdf/format';
import { BOTTOM, CONTENT, GREY, PAGE, RED } from '../../lib/pdf/layout';
import { captionedColumns, tableHeaderRow, tableRow, type TableColumn } from '../../lib/pdf/table';
import { PDF_WORDS, type PdfLocale } from '../../lib/pdf/words';

interface Words {
  title: string;
  period: (from: string, to: string) => string;
  columns: [string, string, string, string, string];
  kinds: Record<StatementKind, string>;
  opening: string;
  closing: (date: string) => string;
  open: string;
  openColumns: [string, string, string, string];
  overdue: (total: string) => string;
  none: string;
}

// prettier-ignore
const WORDS: Record<PdfLocale, Words> = {
  it: {
    title: 'Estratto conto',
    period: (from, to) => `Movimenti dal ${from} al ${to}`,
    columns: ['Data', 'Movimento', 'Dare', 'Avere', 'Saldo'],
    kinds: { document: '', credit_note: 'Credito', payment: 'Incasso', reversal: 'Storno incasso', write_off: 'Stralcio', charges: 'Spese insoluto' },
    opening: 'Saldo iniziale', closing: (d) => `Saldo al ${d}`,
    open: 'Scadenze aperte', openColumns: ['Scadenza', 'Documento', 'Residuo', 'Giorni di ritardo'],
    overdue: (t) => `di cui scaduto: ${t}`, none: 'Nessun movimento nel periodo.',
  },
  en: {
    title: 'Statement of account',
    period: (from, to) => `Movements from ${from} to ${to}`,
    columns: ['Date', 'Movement', 'Debit', 'Credit', 'Balance'],
    kinds: { document: '', credit_note: 'Credit', payment: 'Payment', reversal: 'Payment reversed', write_off: 'Written off', charges: 'Unpaid charges' },
    opening: 'Opening balance', closing: (d) => `Balance at ${d}`,
    open: 'Open instalments', openColumns: ['Due date', 'Document', 'Open', 'Days overdue'],
    overdue: (t) => `of which overdue: ${t}`, none: 'No movement in the period.',
  },
  de: {
    title: 'Kontoauszug',
    period: (from, to) => `Bewegungen vom ${from} bis ${to}`,
    columns: ['Datum', 'Bewegung', 'Soll', 'Haben', 'Saldo'],
    kinds: { document: '', credit_note: 'Gutschrift', payment: 'Zahlung', reversal: 'Zahlung storniert', write_off: 'Ausgebucht', charges: 'Rücklastschriftspesen' },
    opening: 'Anfangssaldo', closing: (d) => `Saldo am ${d}`,
    open: 'Offene Fälligkeiten', openColumns: ['Fälligkeit', 'Beleg', 'Offen', 'Tage überfällig'],
    overdue: (t) => `davon überfällig: ${t}`, none: 'Keine Bewegung im Zeitraum.',
  },
  fr: {
    title: 'Relevé de compte',
    period: (from, to) => `Mouvements du ${from} au ${to}`,
    columns: ['Date', 'Mouvement', 'Débit', 'Crédit', 'Solde'],
    kinds: { document: '', credit_note: 'Avoir', payment: 'Encaissement', reversal: 'Encaissement annulé', write_off: 'Passé en perte', charges: 'Frais d’impayé' },
    opening: 'Solde initial', closing: (d) => `Solde au ${d}`,
    open: 'Échéances ouvertes', openColumns: ['Échéance', 'Document', 'Reste dû', 'Jours de retard'],
    overdue: (t) => `dont échu : ${t}`, none: 'Aucun mouvement sur la période.',
  },
  hu: {
    title: 'Folyószámla-kivonat',
    period: (from, to) => `Mozgások: ${from} – ${to}`,
    columns: ['Dátum', 'Mozgás', 'Tartozik', 'Követel', 'Egyenleg'],
    kinds: { document: '', credit_note: 'Jóváírás', payment: 'Befizetés', reversal: 'Befizetés sztornó', write_off: 'Leírás', charges: 'Visszautasítás költsége' },
    opening: 'Nyitó egyenleg', closing: (d) => `Egyenleg ${d} napon`,
    open: 'Nyitott részletek', openColumns: ['Esedékesség', 'Bizonylat', 'Nyitott', 'Késés (nap)'],
    overdue: (t) => `ebből lejárt: ${t}`, none: 'Nincs mozgás az időszakban.',
  },
};

const WIDTHS = [70, 215, 75, 75, 80];
const OPEN_WIDTHS = [80, 235, 100, 100];

/** A line's movement: the document it names ("Fattura 12/2026"), or what it was. */
function movement(line: StatementLine, words: Words, locale: PdfLocale) {
  const names = nameTables[locale].document_type as Record<string, string>;
  const doc = line.document
    ? `${names[line.document.type] ?? line.document.type} ${formatNumber(line.document) ?? ''}`
    : '';
  return [words.kinds[line.kind], doc].filter(Boolean).join(' – ');
}

/**
 * The statement as an A4 PDF in `locale` (the customer's language): the company, the
 * customer, the movements with the running balance (overdue documents in red), the balance,
 * and the open instalments.
 */
export function renderStatementPdf(
  statement: Statement,
  company: { name: string },
  locale: PdfLocale,
): Promise<Buffer> {
  const words = WORDS[locale];
  const format = formatFor(locale);
  const fonts = useFonts({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    lang: locale,
    info: { Title: `${words.title} – ${statement.customer.name}`, Author: company.name },
  });
  const doc = new PDFDocument(fonts.options);
  const font = fonts.register(doc);
  const done = collect(doc);
  doc.font(font.bold).fontSize(13).fillColor('black').text(company.name, PAGE.margin, PAGE.margin);
  doc
    .fontSize(11)
    .text(`${words.title} – ${statement.customer.name} (${statement.customer.code})`, {
      width: CONTENT,
    });
  doc.font(font.regular).fontSize(9).fillColor(GREY);
  doc.text(words.period(format.date(statement.date_from), format.date(statement.date_to)));

  const columns = captionedColumns(words.columns, WIDTHS, 2);
  let y = tableHeaderRow(doc, columns, doc.y + 10);
  const page = (needed: number, header: (TableColumn & { caption: string })[]) => {
    if (y + needed > BOTTOM) {
      doc.addPage();
      y = tableHeaderRow(doc, header, PAGE.margin);
    }
  };
  y = tableRow(
    doc,
    columns,
    ['', words.opening, '', '', format.money(statement.opening_balance)],
    y,
  );
  for (const line of statement.lines) {
    page(14, columns);
    const amount = (value: string) => (Number(value) ? format.money(value) : '');
    y = tableRow(
      doc,
      columns,
      [
        format.date(line.date),
        movement(line, words, locale),
        amount(line.debit),
        amount(line.credit),
        format.money(line.balance),
      ],
      y,
      line.overdue ? RED : 'black',
    );
  }
  if (!statement.lines.length) {
    doc
      .font(font.regular)
      .fontSize(9)
      .fillColor(GREY)
      .text(words.none, PAGE.margin, y + 4);
    y += 16;
  }
  doc.font(font.bold).fontSize(10).fillColor('black');
  doc.text(
    `${words.closing(format.date(statement.date_to))}: ${format.money(statement.closing_balance)}`,
    PAGE.margin,
    y + 8,
    { width: CONTENT },
  );

  if (statement.instalments.length) {
    doc.moveDown(1);
    doc.font(font.bold).fontSize(10).text(words.open, PAGE.margin, doc.y, { width: CONTENT });
    const openColumns = captionedColumns(words.openColumns, OPEN_WIDTHS, 2);
    y = tableHeaderRow(doc, openColumns, doc.y + 4);
    const names = nameTables[locale].document_type as Record<string, string>;
    for (const i of statement.instalments) {
      page(14, openColumns);
      y = tableRow(
        doc,
        openColumns,
        [
          format.date(i.due_date),
          `${names[i.document.type] ?? i.document.type} ${formatNumber(i.document) ?? ''} (${i.position})`,
          format.money(i.open),
          i.days_overdue ? String(i.days_overdue) : '',
        ],
        y,
        i.days_overdue > 0 ? RED : 'black',
      );
    }
    doc.font(font.bold).fontSize(9.5).fillColor('black');
    doc.text(
      `${format.money(statement.open)} · ${words.overdue(format.money(statement.overdue))}`,
      PAGE.margin,
      y + 8,
      { width: CONTENT },
    );
  }
  footers(doc, { company }, PDF_WORDS[locale]);
  doc.end();
  return done;
}
