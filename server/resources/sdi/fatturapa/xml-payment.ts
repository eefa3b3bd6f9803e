import type { DocumentDueDate } from '../../../../contract/documents';
import type { PaymentMethod } from '../../../../contract/payment-terms';
import type { XmlPayment } from './model';

/**
 * Methods paid into the company's bank account: the e-invoice names its IBAN (and bank) for
 * them. Cash, cheques, cards and the like name none.
 */
export const BANK_METHODS: readonly PaymentMethod[] = [
  'MP05', // bonifico
  'MP07', // bollettino bancario
  'MP12', // RiBa
  'MP13', // MAV
  'MP16', // domiciliazione bancaria
  'MP19', // SEPA Direct Debit
  'MP20',
  'MP21',
];

/**
 * DatiPagamento of an invoice or note (the FatturaPA loader's input): the term's method, its
 * stored due dates as instalments (TP01 when more than one, TP02 in full), the company's
 * IBAN and bank for bank methods. None without a term or without due dates.
 */
export function xmlPayment(
  term: { method: PaymentMethod } | null | undefined,
  dueDates: readonly DocumentDueDate[],
  company: { iban: string | null; bank_name: string | null },
): XmlPayment | null {
  if (!term || dueDates.length === 0) return null;
  const bank = BANK_METHODS.includes(term.method);
  return {
    condition: dueDates.length > 1 ? 'TP01' : 'TP02',
    method: term.method,
    instalments: dueDates.map((due) => ({ dueDate: due.due_date, amount: due.amount })),
    iban: bank ? company.iban : null,
    bank: bank ? company.bank_name : null,
  };
}
