import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The receivables ledger's texts (`resources.instalments.*`), fr. */
const messages: ResourceSection = {
  name: 'Échéance |||| Échéances',
  menu: 'Échéancier',
  title: 'Échéancier',
  fields: {
    due_date: 'Échéance',
    customer: 'Client',
    document: 'Document',
    position: 'Versement',
    method: 'Mode',
    amount: 'Montant',
    open: 'Restant dû',
    state: 'État',
    days_overdue: 'Jours de retard',
    last_reminder: 'Dernière relance',
    last_reminder_level: 'Niveau de la dernière relance',
    paid: 'Encaissé',
    credited: 'Avoirs',
    written_off: 'Passé en perte',
    charges: 'Frais',
    due_from: 'Échéance du',
    due_to: 'Échéance au',
    overdue: 'En retard seulement',
    settled: 'Soldées aussi',
    bucket: 'Ancienneté',
    write_off_reason: 'Motif de la perte',
    customer_id: 'Client',
    all_states: 'Tous les états',
    all_methods: 'Tous les modes',
    all_buckets: 'Toutes les anciennetés',
  },
  summary: {
    label: 'Résumé de l’échéancier',
    open: 'À encaisser',
    overdue: 'En retard',
    count: '%{smart_count} échéance |||| %{smart_count} échéances',
    by_month: 'Par mois d’échéance',
    by_week: 'Par semaine d’échéance',
    month: 'Mois',
    week: 'Semaine du',
    show_bucket: 'Afficher les échéances : %{bucket}',
  },
  of: '%{position} sur %{count}',
  last_reminder: 'Relance %{level}, %{date}',
  actions: {
    remind: 'Relancer',
    collect: 'Enregistrer un encaissement',
    write_off: 'Passer le reste en perte',
    one_customer: 'Choisissez les échéances d’un seul client pour enregistrer un encaissement',
  },
  write_off: {
    title: 'Passer en perte les %{amount} restants ?',
    content:
      'Le restant dû du versement %{position} de %{document} comptera comme soldé, avec le motif indiqué.',
    reason_help: 'Par exemple : écart d’arrondi, créance irrécouvrable',
    done: 'Passé en perte',
  },
  document: {
    title: 'Échéances et encaissements',
    none: 'Aucune échéance : le document n’a rien à encaisser',
    all_settled: 'Tout est encaissé',
  },
  empty: 'Aucune échéance ouverte',
};

export default messages;
