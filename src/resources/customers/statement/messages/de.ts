import type { StatementMessages } from './en';

/** A customer's statement, de. */
const statement: StatementMessages = {
  title: 'Kontoauszug',
  from: 'Bewegungen ab',
  pdf: 'PDF drucken',
  pdf_failed: 'Das PDF konnte nicht erstellt werden',
  totals: 'Saldo: %{balance} · Offen: %{open} · Überfällig: %{overdue}',
  date: 'Datum',
  movement: 'Bewegung',
  debit: 'Soll',
  credit: 'Haben',
  balance: 'Saldo',
  opening: 'Anfangssaldo',
  overdue: 'überfällig',
  kinds: {
    document: 'Beleg',
    credit_note: 'Gutschrift',
    payment: 'Zahlung',
    reversal: 'Zahlung storniert',
    write_off: 'Ausgebucht',
    charges: 'Rücklastschriftspesen',
  },
};

export default statement;
