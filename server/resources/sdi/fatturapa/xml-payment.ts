import type { DocumentDueDate } from '../../../../contract/documents';
import type { PaymentMethod } from '../../../../contract/payment-terms';
import type { XmlPayment } from './model';

/**
 * The methods whose DettaglioPagamento names the company's IBAN and bank: a bank transfer
 * (MP05), which the customer makes to that account. A RiBa or a direct debit is collected
 * through the customer's bank, which the product does not hold yet; cash, cheques and cards
 * name no account.
 */
export const ACCOUNT_METHODS: readonly PaymentMethod[] = ['MP05'];

/**
 * DatiPagamento of an invoice or note (the FatturaPA loader's input): the term's method, its
 * stored due dates as instalments (TP01 when more than one, TP02 in full), the company's
 * IBAN and bank for the `ACCOUNT_METHODS`. None without a term or without due dates.
 */
export function xmlPayment(
  term: { method: PaymentMethod } | null | undefined,
  dueDates: readonly DocumentDueDate[],
  company: { iban: string | null; bank_name: string | null },
): XmlPayment | null {
  if (!term || dueDates.length === 0) return null;
  const bank = ACCOUNT_METHODS.includes(term.method);
  return {
    condition: dueDates.length > 1 ? 'TP01' : 'TP02',
    method: term.method,
    instalments: dueDates.map((due) => ({ dueDate: due.due_date, amount: due.amount })),
    iban: bank ? company.iban : null,
    bank: bank ? company.bank_name : null,
  };
}
