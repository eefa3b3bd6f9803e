import type { StatementMessages } from './en';

/** A customer's statement, hu. */
const statement: StatementMessages = {
  title: 'Folyószámla-kivonat',
  from: 'Mozgások ettől',
  pdf: 'PDF nyomtatása',
  pdf_failed: 'A PDF nem készíthető el',
  totals: 'Egyenleg: %{balance} · Beszedendő: %{open} · Lejárt: %{overdue}',
  date: 'Dátum',
  movement: 'Mozgás',
  debit: 'Tartozik',
  credit: 'Követel',
  balance: 'Egyenleg',
  opening: 'Nyitó egyenleg',
  overdue: 'lejárt',
  kinds: {
    document: 'Bizonylat',
    credit_note: 'Jóváírás',
    payment: 'Befizetés',
    reversal: 'Befizetés sztornó',
    write_off: 'Leírás',
    charges: 'Visszautasítás költsége',
  },
};

export default statement;
