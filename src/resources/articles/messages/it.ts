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
    summary: {
      create: '%{smart_count} da creare',
      update: '%{smart_count} da aggiornare',
    },
    actions: {
      create: 'Nuovo',
      update: 'Aggiornamento',
    },
    nothing: 'Il file non contiene articoli da importare.',
    no_changes: 'Gli articoli del file sono già così in anagrafica: non c’è nulla da importare.',
    confirm: 'Importa %{smart_count} articolo |||| Importa %{smart_count} articoli',
    done: 'Importato %{smart_count} articolo |||| Importati %{smart_count} articoli',
  },
};

export default messages;
