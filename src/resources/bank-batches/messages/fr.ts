import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The bank batches' texts (`resources.bank-batches.*`), fr. */
const messages: ResourceSection = {
  name: 'Remise bancaire |||| Remises bancaires',
  menu: 'Remises RiBa et SDD',
  title: 'Remises bancaires',
  one: 'Remise %{name}',
  create: 'Nouvelle remise',
  download: 'Télécharger le fichier',
  count_total: '1 échéance, %{total} |||| %{smart_count} échéances, %{total}',
  credit_date_help:
    'RiBa : le jour où la banque crédite ; SEPA : le jour du prélèvement (un jour ouvré TARGET, à partir de demain)',
  fields: {
    number: 'Remise',
    year: 'Année',
    kind: 'Type',
    bank_account: 'Compte de présentation',
    credit_date: 'Date de crédit',
    collection_date: 'Date de prélèvement',
    count: 'Échéances',
    total: 'Total',
    unpaid_total: 'Impayés',
    unpaid_count: 'Nombre d’impayés',
    state: 'État',
    file_name: 'Fichier',
    due_from: 'Échéances du',
    due_to: 'Échéances au',
    date_from: 'Du',
    date_to: 'Au',
    due_date: 'Échéance',
    customer: 'Client',
    document: 'Document',
    mandate: 'Mandat',
    amount: 'Montant',
    charges: 'Frais',
  },
  kinds: {
    riba: 'RiBa',
    sdd: 'Prélèvement SEPA',
  },
  states: {
    presented: 'Présentée',
    credited: 'Créditée',
  },
  item_states: {
    presented: 'Présentée',
    credited: 'Créditée',
    unpaid: 'Impayée',
  },
  candidates: {
    title: 'Échéances à présenter',
    chosen: '1 échéance choisie, %{total} |||| %{smart_count} échéances choisies, %{total}',
    choose: 'Présenter l’échéance %{position} du document %{document}',
    none_riba: 'Aucune échéance RiBa ouverte sur la période',
    none_sdd: 'Aucune échéance SEPA (MP19-MP21) ouverte sur la période',
  },
  items: {
    title: 'Échéances de la remise',
  },
  credit: {
    action: 'Enregistrer le crédit',
    title: 'La banque a-t-elle crédité la remise ?',
    content:
      'Les échéances encore présentées deviennent payées, chacune par un encaissement sur le compte de la remise. Un impayé ultérieur l’annule.',
    date: 'Date de crédit',
    done: 'Crédit enregistré',
  },
  unpaid: {
    action: 'Impayé',
    title: 'Impayé de %{customer}',
    content:
      'L’échéance est rouverte comme impayée ; les frais de la banque s’ajoutent à ce que doit le client. Si elle était créditée, l’encaissement est annulé.',
    date: 'Date du retour',
    charges: 'Frais bancaires (€)',
    reason: 'Motif de la banque',
    confirm: 'Enregistrer l’impayé',
    done: 'Impayé enregistré',
  },
};

export default messages;
