import type { DeferredMessages } from './en';

const deferred: DeferredMessages = {
  title: 'Sammelrechnungen',
  intro:
    'Ein Rechnungsentwurf je Kunde und Monat aus den bestätigten, noch nicht berechneten Lieferscheinen des Zeitraums; jede Zeile nennt ihren Lieferschein. Fällig bis zum 15. des Monats nach den Lieferscheinen.',
  from: 'Von',
  to: 'Bis',
  customers: 'Kunden',
  customers_help: 'Leer: alle Kunden',
  preview: 'Vorschau',
  empty: 'Kein bestätigter Lieferschein (DDT) in diesem Zeitraum zu fakturieren',
  to_make: '%{smart_count} Rechnung zu erstellen |||| %{smart_count} Rechnungen zu erstellen',
  late: 'Verspätet: fällig war sie bis %{deadline} (Art. 21 Abs. 4 Buchst. a DPR 633/72)',
  ddt: 'Nr. %{number} vom %{date}',
  columns: {
    customer: 'Kunde',
    invoice_date: 'Rechnungsdatum',
    deadline: 'Fällig bis',
    ddts: 'Lieferscheine (DDT)',
    rows: 'Zeilen',
    net_total: 'Netto',
    total: 'Gesamt',
    grand_total: 'Summe des Zeitraums',
  },
  settled_title:
    '%{smart_count} Lieferschein des Zeitraums ist bereits mit der Rechnung seines Auftrags berechnet und wird nicht erneut fakturiert |||| %{smart_count} Lieferscheine des Zeitraums sind bereits mit den Rechnungen ihrer Aufträge berechnet und werden nicht erneut fakturiert',
  settled_item: 'Lieferschein %{number} vom %{date}, %{customer}: bereits berechnet mit %{invoice}',
  create: 'Rechnungen erstellen',
  confirm_title: 'Rechnungen erstellen?',
  confirm_content:
    '%{smart_count} Rechnungsentwurf wird erstellt, seine Lieferscheine gelten als fakturiert. |||| %{smart_count} Rechnungsentwürfe werden erstellt, ihre Lieferscheine gelten als fakturiert.',
  progress: 'Fakturierte Kunden: %{done} von %{total}',
  stopped: 'Abgebrochen: %{message}',
  made: '%{smart_count} Rechnungsentwurf erstellt |||| %{smart_count} Rechnungsentwürfe erstellt',
  ddt_link: 'Lieferschein %{number} vom %{date}',
  made_item: '%{customer}: %{total}',
};

export default deferred;
