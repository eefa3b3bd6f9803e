import type { CollectionsKey } from './en';

const collectionsDe: Record<CollectionsKey, string> = {
  'not_found.instalment': 'Fälligkeit nicht gefunden',
  'not_found.payment': 'Zahlungseingang nicht gefunden',
  'instalments.plan_settled':
    '%{document} hat Zahlungen, Gutschriften oder Bankeinreichungen auf seinen Fälligkeiten: storniere sie, bevor du Betrag, Datum, Kunde oder Zahlungsbedingungen änderst',
  'instalments.presented':
    'Fälligkeit %{position} von %{document} ist bei der Bank eingereicht: erfasse zuerst das Ergebnis der Bank',
  'instalments.over_open':
    'Fälligkeit %{position} von %{document} hat %{open} offen: sie kann nicht %{amount} aufnehmen',
  'instalments.nothing_open': 'Fälligkeit %{position} von %{document} hat nichts offen',
  'payments.over_amount':
    'Die Zuordnungen ergeben %{allocated}, vom Zahlungseingang sind aber nur %{left} zuzuordnen',
  'payments.over_amount_field': 'Höchstens %{left} insgesamt',
  'payments.not_customers': 'Wähle Fälligkeiten des Kunden dieses Zahlungseingangs',
  'payments.reversed':
    'Dieser Zahlungseingang wurde am %{date} storniert: er kann sich nicht mehr ändern',
  'payments.credit_note_reverse':
    'Dies ist das Guthaben aus %{document}: es folgt der Gutschrift und wird nicht storniert (eine Belastungsanzeige korrigiert die Gutschrift)',
  'payments.credit_note_used':
    'Das Guthaben aus %{document} ist bereits Fälligkeiten zugeordnet: der Kunde kann sich nicht mehr ändern und der Betrag nicht unter das Zugeordnete fallen',
  'payments.future_date': 'Das Zahlungsdatum darf nicht nach heute (%{today}) liegen',
};

export default collectionsDe;
