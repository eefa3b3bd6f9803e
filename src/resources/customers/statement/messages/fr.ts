import type { StatementMessages } from './en';

/** A customer's statement, fr. */
const statement: StatementMessages = {
  title: 'Relevé de compte',
  from: 'Mouvements depuis le',
  pdf: 'Imprimer en PDF',
  pdf_failed: 'Le PDF n’a pas pu être créé',
  totals: 'Solde : %{balance} · À encaisser : %{open} · Échu : %{overdue}',
  date: 'Date',
  movement: 'Mouvement',
  debit: 'Débit',
  credit: 'Crédit',
  balance: 'Solde',
  opening: 'Solde initial',
  overdue: 'échue',
  kinds: {
    document: 'Document',
    credit_note: 'Avoir',
    payment: 'Encaissement',
    reversal: 'Encaissement annulé',
    write_off: 'Passé en perte',
    charges: 'Frais d’impayé',
  },
};

export default statement;
