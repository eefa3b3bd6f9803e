import type { StatementMessages } from './en';

/** A customer's statement, it. */
const statement: StatementMessages = {
  title: 'Estratto conto',
  from: 'Movimenti dal',
  pdf: 'Stampa PDF',
  pdf_failed: 'Non è stato possibile creare il PDF',
  totals: 'Saldo: %{balance} · Da incassare: %{open} · Scaduto: %{overdue}',
  date: 'Data',
  movement: 'Movimento',
  debit: 'Dare',
  credit: 'Avere',
  balance: 'Saldo',
  opening: 'Saldo iniziale',
  overdue: 'scaduta',
  kinds: {
    document: 'Documento',
    credit_note: 'Credito',
    payment: 'Incasso',
    reversal: 'Storno incasso',
    write_off: 'Stralcio',
    charges: 'Spese insoluto',
  },
};

export default statement;
