import type { ResourceSection } from '../../../i18n/app/resourceMessages';
import letters from '../letters-of-intent/messages/de';
import mandates from '../sdd-mandates/messages/de';
import statement from '../statement/messages/de';
import reminders from '../reminders/messages/de';

/** The customers' texts (`resources.customers.*`), de. */
const messages: ResourceSection = {
  name: 'Kunde |||| Kunden',
  fields: {
    registry_code: 'Stammdatennummer',
    credit_limit: 'Kreditlimit',
    payment_terms: 'Zahlungsbedingungen',
    language: 'Sprache der Dokumente',
    split_payment: 'Zahlungsaufteilung (Art. 17-ter)',
    split_payment_help:
      'Die MwSt. der Rechnungen zahlt der Kunde an die Staatskasse: Fälligkeiten und Zahlungen ohne MwSt.',
    iban: 'IBAN',
    bank_abi: 'ABI der Hausbank (RiBa)',
    bank_cab: 'CAB der Hausbank (RiBa)',
    bank_help: 'Für RiBa, wenn die Bank nicht die der IBAN ist (je 5 Ziffern)',
    phone: 'Telefon',
    email: 'E-Mail',
    references: 'Ansprechpartner',
    notes: 'Notizen',
    existing_general: 'Vorhandener Stammdateneintrag',
    existing_general_help: 'Leer lassen, um mit den Feldern unten einen neuen Eintrag anzulegen',
    phone_override: 'Telefon nur für diesen Kunden',
    email_override: 'E-Mail nur für diesen Kunden',
    override_help: 'Leer: Belege und PDFs verwenden die Angabe des Stammdatensatzes',
  },
  letters,
  mandates,
  statement,
  reminders,
  buyer_kind: {
    label: 'Kundenart für die MwSt.: %{kind}',
    zero: 'Neue Zeilen werden mit 0 % %{nature} erfasst: %{reference}',
    article: 'Neue Zeilen übernehmen den MwSt.-Satz des Artikels',
  },
  tabs: {
    prices: 'Preisliste',
    articles: 'Kundenartikel',
    destinations: 'Lieferadressen',
    letters: 'Absichtserklärungen',
    mandates: 'SEPA-Mandate',
    statement: 'Kontoauszug',
    reminders: 'Mahnungen',
  },
  prices: {
    article: 'Artikel',
    price: 'Preis',
    min_quantity: 'Mindestmenge',
    valid_from: 'Gültig ab',
    valid_to: 'Gültig bis',
    empty: 'Noch keine Kundenpreise.',
    delete_title: 'Preis löschen?',
    delete_content: 'Der Preis wird aus der Preisliste des Kunden entfernt.',
    saved: 'Preis gespeichert',
    deleted: 'Preis gelöscht',
  },
  articles: {
    article: 'Artikel',
    customer_code: 'Artikelnummer des Kunden',
    description: 'Bezeichnung des Kunden',
    empty: 'Noch keine Artikelnummern des Kunden.',
    delete_title: 'Artikelnummer des Kunden löschen?',
    delete_content: 'Nummer und Bezeichnung des Kunden für diesen Artikel werden gelöscht.',
    saved: 'Kundenartikel gespeichert',
    deleted: 'Kundenartikel gelöscht',
  },
  destinations: {
    name: 'Name der Lieferadresse',
    notes: 'Lieferhinweise',
    empty: 'Keine Lieferadressen: die Ware geht an die Rechnungsadresse.',
    delete_title: 'Lieferadresse löschen?',
    delete_content:
      'Die Lieferadresse wird gelöscht. Solange ein Auftrag oder ein Lieferschein sie nennt, ist das nicht möglich.',
    saved: 'Lieferadresse gespeichert',
    deleted: 'Lieferadresse gelöscht',
  },
  empty: 'Noch keine Kunden',
  invite: 'Neuen Kunden hinzufügen',
  message: {
    delete_title: 'Kunden „%{recordRepresentation}“ löschen?',
    delete_content:
      'Der Kunde wird mit seiner Preisliste gelöscht; der Stammdateneintrag bleibt. Dies kann nicht rückgängig gemacht werden.',
  },
  notifications: {
    created: 'Kunde angelegt',
    updated: 'Kunde gespeichert',
    deleted: 'Kunde gelöscht',
  },
};

export default messages;
