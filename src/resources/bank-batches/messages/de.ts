import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The bank batches' texts (`resources.bank-batches.*`), de. */
const messages: ResourceSection = {
  name: 'Bankeinreichung |||| Bankeinreichungen',
  menu: 'RiBa- und SDD-Einreichungen',
  title: 'Bankeinreichungen',
  one: 'Einreichung %{name}',
  create: 'Neue Einreichung',
  download: 'Datei herunterladen',
  count_total: '1 Fälligkeit, %{total} |||| %{smart_count} Fälligkeiten, %{total}',
  credit_date_help:
    'RiBa: der Tag der Gutschrift; SEPA: der Einzugstag (ein TARGET-Bankarbeitstag, ab morgen)',
  fields: {
    number: 'Einreichung',
    year: 'Jahr',
    kind: 'Art',
    bank_account: 'Einreichungskonto',
    credit_date: 'Gutschriftsdatum',
    collection_date: 'Einzugsdatum',
    count: 'Fälligkeiten',
    total: 'Summe',
    unpaid_total: 'Unbezahlt',
    unpaid_count: 'Anzahl unbezahlt',
    state: 'Status',
    file_name: 'Datei',
    due_from: 'Fällig ab',
    due_to: 'Fällig bis',
    date_from: 'Von',
    date_to: 'Bis',
    due_date: 'Fälligkeit',
    customer: 'Kunde',
    document: 'Beleg',
    mandate: 'Mandat',
    amount: 'Betrag',
    charges: 'Spesen',
  },
  kinds: {
    riba: 'RiBa',
    sdd: 'SEPA-Lastschrift',
  },
  states: {
    presented: 'Eingereicht',
    credited: 'Gutgeschrieben',
  },
  item_states: {
    presented: 'Eingereicht',
    credited: 'Gutgeschrieben',
    unpaid: 'Unbezahlt',
  },
  candidates: {
    title: 'Einzureichende Fälligkeiten',
    chosen: '1 Fälligkeit gewählt, %{total} |||| %{smart_count} Fälligkeiten gewählt, %{total}',
    choose: 'Rate %{position} des Belegs %{document} einreichen',
    none_riba: 'Keine offene RiBa-Fälligkeit im Zeitraum',
    none_sdd: 'Keine offene SEPA-Fälligkeit (MP19-MP21) im Zeitraum',
  },
  items: {
    title: 'Fälligkeiten der Einreichung',
  },
  credit: {
    action: 'Gutschrift erfassen',
    title: 'Hat die Bank die Einreichung gutgeschrieben?',
    content:
      'Die noch eingereichten Fälligkeiten gelten als bezahlt, jede mit einer Zahlung auf dem Konto der Einreichung. Eine spätere Rücklastschrift storniert sie.',
    date: 'Gutschriftsdatum',
    done: 'Gutschrift erfasst',
  },
  unpaid: {
    action: 'Unbezahlt',
    title: 'Unbezahlt von %{customer}',
    content:
      'Die Fälligkeit ist wieder offen, als unbezahlt; die Bankspesen kommen zu dem hinzu, was der Kunde schuldet. War sie gutgeschrieben, wird die Zahlung storniert.',
    date: 'Datum der Rückmeldung',
    charges: 'Bankspesen (€)',
    reason: 'Grund der Bank',
    confirm: 'Als unbezahlt erfassen',
    done: 'Rücklastschrift erfasst',
  },
};

export default messages;
