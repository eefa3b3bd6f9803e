import type { ResourceSection } from '../../../i18n/app/resourceMessages';
import articleNames from '../../../../contract/messages/articleNames/it';

/** The articles' texts (`resources.articles.*`), it. */
const messages: ResourceSection = {
  name: 'Articolo |||| Articoli',
  fields: articleNames.fields,
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
  import: {
    button: 'Importa',
    title: 'Importa articoli',
    hint: "Scegli un file .csv o .xlsx con una riga di intestazione (Codice, Descrizione, UM, Prezzo, IVA…). Prima vedrai un'anteprima: non viene salvato nulla finché non confermi.",
    choose: 'Scegli il file',
    working: 'Avanzamento',
    checking: 'Controllo del file in corso…',
    importing: 'Importazione in corso…',
    summary: {
      label: 'Riepilogo',
      create: '%{smart_count} da creare',
      update: '%{smart_count} da aggiornare',
      unchanged: '%{smart_count} invariato |||| %{smart_count} invariati',
      errors: '%{smart_count} con errori',
    },
    partial: 'Sono mostrate %{shown} righe su %{total}.',
    table: 'Righe del file',
    columns: {
      line: 'Riga',
      code: 'Codice',
      action: 'Operazione',
      errors: 'Errori',
    },
    actions: {
      create: 'Nuovo',
      update: 'Aggiornamento',
      unchanged: 'Invariato',
      error: 'Errore',
    },
    has_errors:
      'Correggi le righe con errori nel file e caricalo di nuovo: non verrà importato nulla finché ci sono errori',
    nothing: 'Il file non contiene articoli da importare.',
    no_changes: 'Gli articoli del file sono già così in anagrafica: non c’è nulla da importare.',
    confirm: 'Importa %{smart_count} articolo |||| Importa %{smart_count} articoli',
    done: 'Importato %{smart_count} articolo |||| Importati %{smart_count} articoli',
    errors: {
      rows: 'Alcune righe del file hanno errori: non è stato importato nulla. Correggi il file e caricalo di nuovo.',
      too_large: 'Il file è troppo grande: il limite è 20 MB.',
      unsupported: 'Il file non è un foglio di calcolo: carica un file .csv o .xlsx.',
      generic: 'Non è stato possibile leggere il file. Riprova.',
    },
  },
};

export default messages;
