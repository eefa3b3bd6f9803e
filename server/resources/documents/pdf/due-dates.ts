import { FISCAL_TYPES, type SalesDocument } from '../../../../contract/documents';
import { PAYMENT_METHOD_NAMES } from '../../../../contract/payment-terms';
import type { TenantScope } from '../../../lib/tenant';
import { findPaymentTerm } from '../../payment-terms/check';
import type { PdfFormat } from '../../../lib/pdf/format';
import type { PdfLocale } from '../../../lib/pdf/words';

/** What an invoice's or note's PDF says of its payment: the term, its method, the due dates. */
export interface PdfPayment {
  term: string | null;
  method: string | null;
  due_dates: { date: string; amount: string }[];
}

const WORDS: Record<PdfLocale, { title: string; term: string; date: string; amount: string }> = {
  it: { title: 'Scadenze', term: 'Condizioni di pagamento', date: 'Scadenza', amount: 'Importo' },
  en: { title: 'Due dates', term: 'Payment terms', date: 'Due date', amount: 'Amount' },
  de: { title: 'Fälligkeiten', term: 'Zahlungsbedingungen', date: 'Fällig am', amount: 'Betrag' },
  fr: { title: 'Échéances', term: 'Conditions de paiement', date: 'Échéance', amount: 'Montant' },
  hu: { title: 'Esedékességek', term: 'Fizetési feltételek', date: 'Esedékes', amount: 'Összeg' },
};

/** The payment part of the PDF view: none for orders and for documents without a term. */
export async function paymentOf(
  tenant: TenantScope,
  document: SalesDocument,
  locale: PdfLocale,
): Promise<PdfPayment | null> {
  if (!FISCAL_TYPES.includes(document.type) || document.payment_term_id === null) return null;
  const term = await findPaymentTerm(tenant, document.payment_term_id);
  return {
    term: term?.description ?? null,
    method: term ? PAYMENT_METHOD_NAMES[locale][term.method] : null,
    due_dates: document.due_dates.map((due) => ({ date: due.due_date, amount: due.amount })),
  };
}

/**
 * Under the totals: the payment term and method, then each due date with its amount. Answers
 * where the next block may start.
 */
export function dueDatesBlock(
  doc: PDFKit.PDFDocument,
  payment: PdfPayment | null,
  locale: PdfLocale,
  format: PdfFormat,
  area: { left: number; top: number; bottom: number; font: { regular: string; bold: string } },
): number {
  if (!payment) return area.top;
  const words = WORDS[locale];
  const height = 28 + 13 * (payment.due_dates.length + 1);
  let y = area.top;
  if (y + height > area.bottom) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  const { left } = area;
  const term = [payment.term, payment.method].filter(Boolean).join(' · ');
  doc.font(area.font.bold).fontSize(9).fillColor('black');
  doc.text(`${words.term}: `, left, y, { continued: true });
  doc.font(area.font.regular).text(term || '—');
  y = doc.y + 6;
  if (!payment.due_dates.length) return y;
  doc.font(area.font.bold).fontSize(8.5);
  doc.text(words.date, left, y, { width: 80 });
  doc.text(words.amount, left + 80, y, { width: 90, align: 'right' });
  y += 13;
  doc.font(area.font.regular);
  for (const due of payment.due_dates) {
    doc.text(format.date(due.date), left, y, { width: 80 });
    doc.text(format.money(due.amount), left + 80, y, { width: 90, align: 'right' });
    y += 13;
  }
  return y + 6;
}
