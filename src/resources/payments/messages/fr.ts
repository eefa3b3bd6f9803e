import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The payments' texts (`resources.payments.*`), fr. */
const messages: ResourceSection = {
  name: 'Encaissement |||| Encaissements',
  menu: 'Encaissements',
  title: 'Encaissements',
  one: 'Encaissement du %{date} — %{customer}',
  create: 'Enregistrer un encaissement',
  fields: {
    customer_id: 'Client',
    customer: 'Client',
    payment_date: 'Date d’encaissement',
    amount: 'Montant',
    method: 'Mode',
    bank_account_id: 'Compte crédité',
    bank_account: 'Compte',
    note: 'Note',
    allocated: 'Affecté',
    unallocated: 'Crédit restant',
    state: 'État',
    credit_note: 'Avoir',
    reversed_at: 'Annulé le',
    reversal_reason: 'Motif de l’annulation',
    date_from: 'Du',
    date_to: 'Au',
    reversed: 'Annulés',
    credit: 'Avec crédit restant',
  },
  states: {
    in_force: 'Enregistré',
    reversed: 'Annulé',
    credit_note: 'Crédit d’avoir',
  },
  allocations: {
    title: 'Échéances à solder',
    hint: 'Choisissez combien affecter à chaque échéance ouverte du client : le reste reste son crédit.',
    choose_customer: 'Choisissez le client pour voir ses échéances ouvertes',
    none: 'Le client n’a aucune échéance ouverte : l’encaissement restera son crédit',
    spread: 'Répartir depuis la plus ancienne',
    clear: 'Effacer',
    assigned: 'Affecté : %{assigned} sur %{amount}',
    left: 'Restera en crédit : %{left}',
    over: 'Les affectations dépassent le montant de %{over}',
    amount: 'À affecter',
    list: 'Échéances soldées',
    empty: 'Aucune échéance soldée',
  },
  reverse: {
    action: 'Annuler',
    title: 'Annuler cet encaissement ?',
    content:
      'Les échéances qu’il soldait seront de nouveau ouvertes. L’encaissement reste au registre comme annulé : c’est définitif.',
    reason: 'Motif de l’annulation',
    done: 'Encaissement annulé',
  },
  allocate: {
    action: 'Utiliser le crédit',
    title: 'Affecter le crédit restant de %{amount}',
    done: 'Crédit affecté',
  },
  notifications: {
    created: 'Encaissement enregistré',
  },
  empty: 'Aucun encaissement enregistré',
  invite: 'Enregistrer le premier encaissement',
};

export default messages;
