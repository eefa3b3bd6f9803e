import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The receivables ledger's texts (`resources.instalments.*`), de. */
const messages: ResourceSection = {
  name: 'Fälligkeit |||| Fälligkeiten',
  menu: 'Offene Posten',
  title: 'Offene Posten',
  fields: {
    due_date: 'Fällig am',
    customer: 'Kunde',
    document: 'Beleg',
    position: 'Rate',
    method: 'Zahlungsart',
    amount: 'Betrag',
    open: 'Offen',
    state: 'Status',
    days_overdue: 'Tage überfällig',
    last_reminder: 'Letzte Mahnung',
    last_reminder_level: 'Stufe der letzten Mahnung',
    paid: 'Eingegangen',
    credited: 'Gutschriften',
    written_off: 'Abgeschrieben',
    charges: 'Gebühren',
    due_from: 'Fällig ab',
    due_to: 'Fällig bis',
    overdue: 'Nur überfällige',
    settled: 'Auch ausgeglichene',
    bucket: 'Alter',
    write_off_reason: 'Grund der Abschreibung',
    customer_id: 'Kunde',
    all_states: 'Alle Status',
    all_methods: 'Alle Zahlungsarten',
    all_buckets: 'Jedes Alter',
  },
  summary: {
    label: 'Zusammenfassung der offenen Posten',
    open: 'Einzuziehen',
    overdue: 'Überfällig',
    count: '%{smart_count} Fälligkeit |||| %{smart_count} Fälligkeiten',
    by_month: 'Nach Fälligkeitsmonat',
    by_week: 'Nach Fälligkeitswoche',
    month: 'Monat',
    week: 'Woche ab',
    show_bucket: 'Fälligkeiten zeigen: %{bucket}',
  },
  of: '%{position} von %{count}',
  last_reminder: '%{level}. Mahnung, %{date}',
  actions: {
    remind: 'Mahnen',
    collect: 'Zahlungseingang erfassen',
    write_off: 'Rest abschreiben',
    one_customer: 'Wähle Fälligkeiten eines einzigen Kunden, um einen Zahlungseingang zu erfassen',
  },
  write_off: {
    title: 'Offene %{amount} abschreiben?',
    content:
      'Der offene Rest von Rate %{position} aus %{document} gilt dann als ausgeglichen, mit dem angegebenen Grund.',
    reason_help: 'Zum Beispiel: Rundungsdifferenz, uneinbringliche Forderung',
    done: 'Abgeschrieben',
  },
  document: {
    title: 'Fälligkeiten und Zahlungseingänge',
    none: 'Keine Fälligkeiten: der Beleg hat nichts einzuziehen',
    all_settled: 'Alles eingegangen',
  },
  empty: 'Keine offenen Fälligkeiten',
};

export default messages;
