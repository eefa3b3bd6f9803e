import type { LetterMessages } from './en';

/** Deutsche Texte der Absichtserklärungen eines Kunden. */
const letters: LetterMessages = {
  protocol: 'Protokollnummer',
  protocol_help:
    'Wie auf der Empfangsbestätigung der Agenzia delle Entrate: 17 Ziffern, ein Bindestrich und 6 Ziffern (z. B. 21010112345678901-000001)',
  protocol_date: 'Datum der Bestätigung',
  period: 'Zeitraum',
  valid_from: 'Gültig ab',
  valid_to: 'Gültig bis',
  amount: 'Erklärter Betrag',
  plafond: 'Genutzter Plafond',
  left: 'Verfügbar',
  used_of: '%{used} von %{amount} (%{percent})',
  used_with: '%{used} von %{amount} genutzt; mit diesem Beleg %{percent}',
  single_operation: 'Einzelner Umsatz',
  single_operation_help:
    'Die Erklärung gilt für nur eine Rechnung: danach ist nichts mehr verfügbar',
  notes: 'Notizen',
  empty:
    'Keine Absichtserklärung: Mit der Erklärung eines Dauerausführers gehen seine Rechnungen zu 0 % N3.5 (Art. 8 Abs. 1 Buchst. c DPR 633/72) bis zum erklärten Betrag.',
  delete_title: 'Absichtserklärung löschen?',
  delete_content:
    'Die Erklärung wird gelöscht. Solange eine ausgestellte Rechnung sie nennt, ist das nicht möglich.',
  saved: 'Absichtserklärung gespeichert',
  deleted: 'Absichtserklärung gelöscht',
};

export default letters;
