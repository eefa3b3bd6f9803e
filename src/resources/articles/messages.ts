import type { ResourceMessages } from '../../i18n/app/resourceMessages';
import { importMessages } from './importMessages';

/** The articles' texts in the five languages (`resources.articles.*`). */
const messages: ResourceMessages = {
  it: {
    name: 'Articolo |||| Articoli',
    fields: {
      id: 'ID',
      code: 'Codice',
      description: 'Descrizione',
      unit: 'Unità di misura',
      price: 'Prezzo',
      vat_rate: 'Aliquota IVA',
      vat_nature: 'Natura IVA',
      lifecycle_status: 'Stato',
      pricing_type: 'Tipo di prezzo',
      weight: 'Peso (kg)',
      barcode: 'Codice a barre',
      image: 'Immagine',
    },
    sections: {
      identity: 'Articolo',
      pricing: 'Prezzo e IVA',
      price_lists: 'Listini',
      image: 'Immagine',
    },
    image: {
      placeholder:
        "Trascina qui un'immagine PNG, JPEG, WebP o GIF (al massimo 5 MB) oppure fai clic per sceglierla",
      rejected: "Il file non è un'immagine PNG, JPEG, WebP o GIF fino a 5 MB",
    },
    helpers: {
      price: 'Fino a 8 decimali, con la virgola (es. 12,3456)',
    },
    price_lists: {
      list_name: 'Listino',
      price: 'Prezzo',
      min_quantity: 'Quantità minima',
      empty: 'Nessun listino per questo articolo.',
      delete_title: 'Eliminare il prezzo di listino?',
      delete_content: 'Il prezzo verrà tolto dal listino.',
      saved: 'Listino salvato',
      deleted: 'Prezzo di listino eliminato',
    },
    empty: 'Non ci sono ancora articoli',
    invite: 'Aggiungi il primo articolo',
    message: {
      delete_title: 'Eliminare «%{recordRepresentation}»?',
      delete_content:
        "L'articolo verrà eliminato definitivamente. L'operazione non si può annullare.",
    },
    notifications: {
      created: 'Articolo creato',
      updated: 'Articolo salvato',
      deleted: 'Articolo eliminato',
    },
    import: importMessages.it,
  },
  en: {
    name: 'Article |||| Articles',
    fields: {
      id: 'ID',
      code: 'Code',
      description: 'Description',
      unit: 'Unit',
      price: 'Price',
      vat_rate: 'VAT rate',
      vat_nature: 'VAT nature',
      lifecycle_status: 'Status',
      pricing_type: 'Pricing type',
      weight: 'Weight (kg)',
      barcode: 'Barcode',
      image: 'Image',
    },
    sections: {
      identity: 'Article',
      pricing: 'Price and VAT',
      price_lists: 'Price lists',
      image: 'Image',
    },
    image: {
      placeholder: 'Drop a PNG, JPEG, WebP or GIF image here (5 MB at most), or click to pick one',
      rejected: 'The file is not a PNG, JPEG, WebP or GIF image of up to 5 MB',
    },
    helpers: {
      price: 'Up to 8 decimals (e.g. 12.3456)',
    },
    price_lists: {
      list_name: 'Price list',
      price: 'Price',
      min_quantity: 'Minimum quantity',
      empty: 'No price lists for this article yet.',
      delete_title: 'Delete this list price?',
      delete_content: 'The price will be removed from the price list.',
      saved: 'Price list saved',
      deleted: 'List price deleted',
    },
    empty: 'No articles yet',
    invite: 'Add the first article',
    message: {
      delete_title: 'Delete "%{recordRepresentation}"?',
      delete_content: 'The article will be deleted for good. This cannot be undone.',
    },
    notifications: {
      created: 'Article created',
      updated: 'Article saved',
      deleted: 'Article deleted',
    },
    import: importMessages.en,
  },
  de: {
    name: 'Artikel |||| Artikel',
    fields: {
      id: 'ID',
      code: 'Artikelnummer',
      description: 'Bezeichnung',
      unit: 'Einheit',
      price: 'Preis',
      vat_rate: 'MwSt.-Satz',
      vat_nature: 'MwSt.-Befreiungsgrund',
      lifecycle_status: 'Status',
      pricing_type: 'Preisart',
      weight: 'Gewicht (kg)',
      barcode: 'Strichcode',
      image: 'Bild',
    },
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
    import: importMessages.de,
  },
  fr: {
    name: 'Article |||| Articles',
    fields: {
      id: 'ID',
      code: 'Code',
      description: 'Désignation',
      unit: 'Unité',
      price: 'Prix',
      vat_rate: 'Taux de TVA',
      vat_nature: 'Nature TVA',
      lifecycle_status: 'Statut',
      pricing_type: 'Type de prix',
      weight: 'Poids (kg)',
      barcode: 'Code-barres',
      image: 'Image',
    },
    sections: {
      identity: 'Article',
      pricing: 'Prix et TVA',
      price_lists: 'Listes de prix',
      image: 'Image',
    },
    image: {
      placeholder:
        'Déposez ici une image PNG, JPEG, WebP ou GIF (5 Mo au plus) ou cliquez pour la choisir',
      rejected: "Le fichier n'est pas une image PNG, JPEG, WebP ou GIF de 5 Mo au plus",
    },
    helpers: {
      price: 'Jusqu’à 8 décimales, avec la virgule (ex. 12,3456)',
    },
    price_lists: {
      list_name: 'Liste de prix',
      price: 'Prix',
      min_quantity: 'Quantité minimale',
      empty: 'Aucune liste de prix pour cet article.',
      delete_title: 'Supprimer ce prix de liste ?',
      delete_content: 'Le prix sera retiré de la liste de prix.',
      saved: 'Liste de prix enregistrée',
      deleted: 'Prix de liste supprimé',
    },
    empty: 'Aucun article pour le moment',
    invite: 'Ajouter le premier article',
    message: {
      delete_title: 'Supprimer « %{recordRepresentation} » ?',
      delete_content: 'L’article sera supprimé définitivement. Cette action est irréversible.',
    },
    notifications: {
      created: 'Article créé',
      updated: 'Article enregistré',
      deleted: 'Article supprimé',
    },
    import: importMessages.fr,
  },
  hu: {
    name: 'Cikk |||| Cikkek',
    fields: {
      id: 'Azonosító',
      code: 'Cikkszám',
      description: 'Megnevezés',
      unit: 'Mértékegység',
      price: 'Ár',
      vat_rate: 'ÁFA-kulcs',
      vat_nature: 'ÁFA-mentesség jogcíme',
      lifecycle_status: 'Állapot',
      pricing_type: 'Ártípus',
      weight: 'Tömeg (kg)',
      barcode: 'Vonalkód',
      image: 'Kép',
    },
    sections: {
      identity: 'Cikk',
      pricing: 'Ár és ÁFA',
      price_lists: 'Árlisták',
      image: 'Kép',
    },
    image: {
      placeholder:
        'Húzzon ide egy PNG, JPEG, WebP vagy GIF képet (legfeljebb 5 MB), vagy kattintson a kiválasztáshoz',
      rejected: 'A fájl nem legfeljebb 5 MB-os PNG, JPEG, WebP vagy GIF kép',
    },
    helpers: {
      price: 'Legfeljebb 8 tizedesjegy, vesszővel (pl. 12,3456)',
    },
    price_lists: {
      list_name: 'Árlista',
      price: 'Ár',
      min_quantity: 'Minimális mennyiség',
      empty: 'Ehhez a cikkhez még nincs árlista.',
      delete_title: 'Törli a listaárat?',
      delete_content: 'Az ár kikerül az árlistából.',
      saved: 'Árlista mentve',
      deleted: 'Listaár törölve',
    },
    empty: 'Még nincsenek cikkek',
    invite: 'Első cikk hozzáadása',
    message: {
      delete_title: 'Törli: „%{recordRepresentation}”?',
      delete_content: 'A cikk véglegesen törlődik. A művelet nem vonható vissza.',
    },
    notifications: {
      created: 'Cikk létrehozva',
      updated: 'Cikk mentve',
      deleted: 'Cikk törölve',
    },
    import: importMessages.hu,
  },
};

export default messages;
