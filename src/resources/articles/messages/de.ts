import type { ResourceSection } from '../../../i18n/app/resourceMessages';
import articleNames from '../../../../contract/messages/articleNames/de';

/** The articles' texts (`resources.articles.*`), de. */
const messages: ResourceSection = {
  name: 'Artikel |||| Artikel',
  fields: articleNames.fields,
  sections: {
    identity: 'Artikel',
    pricing: 'Preis und MwSt.',
    price_lists: 'Preislisten',
    image: 'Bild',
  },
  image: {
    placeholder:
      'Ein PNG-, JPEG-, WebP- oder GIF-Bild (höchstens 5 MB) hierher ziehen oder zum Auswählen klicken',
    rejected: 'Die Datei ist kein PNG-, JPEG-, WebP- oder GIF-Bild bis 5 MB',
  },
  helpers: {
    price: 'Bis zu 8 Nachkommastellen, mit Komma (z. B. 12,3456)',
  },
  price_lists: {
    list_name: 'Preisliste',
    price: 'Preis',
    min_quantity: 'Mindestmenge',
    empty: 'Noch keine Preislisten für diesen Artikel.',
    delete_title: 'Listenpreis löschen?',
    delete_content: 'Der Preis wird aus der Preisliste entfernt.',
    saved: 'Preisliste gespeichert',
    deleted: 'Listenpreis gelöscht',
  },
  empty: 'Noch keine Artikel',
  invite: 'Ersten Artikel anlegen',
  message: {
    delete_title: '„%{recordRepresentation}“ löschen?',
    delete_content:
      'Der Artikel wird endgültig gelöscht. Dies kann nicht rückgängig gemacht werden.',
  },
  notifications: {
    created: 'Artikel angelegt',
    updated: 'Artikel gespeichert',
    deleted: 'Artikel gelöscht',
  },
  import: {
    button: 'Importieren',
    title: 'Artikel importieren',
    hint: 'Wählen Sie eine .csv- oder .xlsx-Datei mit Kopfzeile (Code, Beschreibung, Einheit, Preis, MwSt.…). Zuerst sehen Sie eine Vorschau: Gespeichert wird erst, wenn Sie bestätigen.',
    summary: {
      create: '%{smart_count} neu anzulegen',
      update: '%{smart_count} zu aktualisieren',
    },
    actions: {
      create: 'Neu',
      update: 'Aktualisierung',
    },
    nothing: 'Die Datei enthält keine Artikel zum Importieren.',
    no_changes: 'Die Artikel der Datei sind bereits so gespeichert: es gibt nichts zu importieren.',
    confirm: '%{smart_count} Artikel importieren |||| %{smart_count} Artikel importieren',
    done: '%{smart_count} Artikel importiert |||| %{smart_count} Artikel importiert',
  },
};

export default messages;
