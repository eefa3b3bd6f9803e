import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The receivables ledger's texts (`resources.instalments.*`), it. */
const messages: ResourceSection = {
  name: 'Scadenza |||| Scadenze',
  menu: 'Scadenzario',
  title: 'Scadenzario',
  fields: {
    due_date: 'Scadenza',
    customer: 'Cliente',
    document: 'Documento',
    position: 'Rata',
    method: 'Metodo',
    amount: 'Importo',
    open: 'Residuo',
    state: 'Stato',
    days_overdue: 'Giorni di ritardo',
    last_reminder: 'Ultimo sollecito',
    last_reminder_level: 'Livello ultimo sollecito',
    paid: 'Incassato',
    credited: 'Note di credito',
    written_off: 'Stralciato',
    charges: 'Spese',
    due_from: 'Scadenza dal',
    due_to: 'Scadenza al',
    overdue: 'Solo scadute',
    settled: 'Anche saldate',
    bucket: 'Anzianità',
    write_off_reason: 'Motivo dello stralcio',
    customer_id: 'Cliente',
    all_states: 'Tutti gli stati',
    all_methods: 'Tutti i metodi',
    all_buckets: 'Tutte le anzianità',
  },
  summary: {
    label: 'Riepilogo dello scadenzario',
    open: 'Da incassare',
    overdue: 'Scaduto',
    count: '%{smart_count} scadenza |||| %{smart_count} scadenze',
    by_month: 'Per mese di scadenza',
    by_week: 'Per settimana di scadenza',
    month: 'Mese',
    week: 'Settimana dal',
    show_bucket: 'Mostra le scadenze: %{bucket}',
  },
  of: '%{position} di %{count}',
  last_reminder: '%{level}° sollecito, %{date}',
  actions: {
    remind: 'Sollecita',
    collect: 'Registra incasso',
    write_off: 'Stralcia residuo',
    one_customer: 'Scegli scadenze di un solo cliente per registrare un incasso',
  },
  write_off: {
    title: 'Stralciare il residuo di %{amount}?',
    content:
      'Il residuo della rata %{position} di %{document} verrà considerato saldato, con il motivo indicato.',
    reason_help: 'Ad esempio: differenza di arrotondamento, credito inesigibile',
    done: 'Residuo stralciato',
  },
  document: {
    title: 'Scadenze e incassi',
    none: 'Nessuna scadenza: il documento non ha nulla da incassare',
    all_settled: 'Tutto incassato',
  },
  empty: 'Nessuna scadenza aperta',
};

export default messages;
