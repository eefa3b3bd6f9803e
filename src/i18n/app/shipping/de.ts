import type { ShippingMessages } from './en';

/** Die Meldungen der Versandlisten auf Deutsch. */
const shipping: ShippingMessages = {
  title: 'Versandlisten',
  edit_title: 'Versandliste %{number}',
  to_confirm: 'zu bestätigen',
  fields: {
    number: 'Nummer',
    date: 'Datum',
    carrier: 'Spediteur',
    notes: 'Notizen',
    status: 'Status',
    parcels: 'Packstücke',
    item_count: 'Positionen',
    weight: 'Gewicht (kg)',
    date_from: 'Von',
    date_to: 'Bis',
    all_statuses: 'Alle Status',
    year: 'Jahr',
  },
  create: {
    button: 'Neue Liste',
    title: 'Neue Versandliste',
    save: 'Anlegen',
  },
  delete: {
    title: 'Versandliste löschen',
    content: 'Diese offene Versandliste mit ihren Positionen und Etiketten löschen?',
    done: 'Versandliste gelöscht',
  },
  header: 'Versandliste',
  saved: 'Versandliste gespeichert',
  confirmed_banner:
    'Diese Versandliste ist bestätigt (Nummer %{number}) und kann nicht mehr geändert werden. Ihre Etiketten können weiterhin gedruckt und angebracht werden.',
  items: {
    title: 'Positionen',
    empty: 'Noch keine Positionen: Auftragszeilen mit „Zeilen hinzufügen“ aufnehmen.',
    order: 'Auftrag',
    customer: 'Kunde',
    article: 'Artikel',
    description: 'Beschreibung',
    quantity: 'Menge',
    parcels: 'Packstücke',
    weight: 'Gewicht (kg)',
    label: 'Etikett',
    no_label: 'Kein Etikett',
    create_label: 'Etikett erstellen',
    label_created: 'Etikett erstellt',
    edit: 'Position bearbeiten',
    saved: 'Position gespeichert',
    deleted: 'Position entfernt',
    delete_title: 'Position entfernen',
    delete_content: 'Diese Position aus der Versandliste entfernen?',
    summary:
      '%{items} Positionen, %{parcels} Packstücke; zu drucken %{to_print}, gedruckt %{printed}, angebracht %{applied}; ohne Etikett %{missing}',
  },
  picker: {
    button: 'Zeilen hinzufügen',
    title: 'Auftragszeilen hinzufügen',
    search: 'Auftrag, Kunde oder Artikel suchen',
    empty: 'Keine fertigen oder verpackten Auftragszeilen mehr zu versenden.',
    left: 'Offen',
    ordered: 'Bestellt',
    choose: 'Auswählen',
    add: 'Zur Liste hinzufügen',
    added: 'Zeile zur Liste hinzugefügt',
    max: 'Höchstens %{left}',
    too_much: 'Höchstens %{left} bleibt zu versenden',
    invalid: 'Eine Menge größer als null eingeben (höchstens 3 Dezimalstellen)',
    parcels_invalid: '1 bis 99 Packstücke',
  },
  bulk: {
    status: 'Etikettenstatus',
    status_none:
      'Kein gemeinsamer Status: jede gewählte Position braucht ein Etikett, das ihn annehmen kann',
    status_done:
      'Etikettenstatus für %{smart_count} Position gesetzt |||| Etikettenstatus für %{smart_count} Positionen gesetzt',
    print: 'Etiketten drucken',
    print_none: 'Die gewählten Positionen haben keine druckbaren Etiketten',
    print_failed: 'Die Etiketten konnten nicht gedruckt werden',
  },
  confirm: {
    button: 'Liste bestätigen',
    title: 'Versandliste bestätigen',
    content: 'Die Liste bestätigen? Danach kann sie nicht mehr geändert werden.',
    done: 'Versandliste bestätigt: Nummer %{number}',
    not_ready: 'Vor der Bestätigung braucht jede Position ein Etikett',
  },
  print_ddt: {
    button: 'Lieferschein drucken',
    customer: 'Sprache des Kunden',
    failed: 'Der Lieferschein konnte nicht gedruckt werden',
  },
};

export default shipping;
