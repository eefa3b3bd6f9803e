import type { StockMessages } from './en';

/** I testi del magazzino in italiano. */
const messages: StockMessages = {
  name: 'Movimento di magazzino |||| Movimenti di magazzino',
  menu: 'Movimenti di magazzino',
  valuation_menu: 'Valorizzazione magazzino',
  fields: {
    date: 'Data',
    article_id: 'Articolo',
    article: 'Articolo',
    description: 'Descrizione',
    quantity: 'Quantità',
    counted: 'Quantità contata',
    reason: 'Causale',
    note: 'Nota',
    document: 'Documento',
    user: 'Registrato da',
    date_from: 'Dal',
    date_to: 'Al',
    all_reasons: 'Tutte le causali',
    shipping_list_id: 'DDT',
    reversed: 'Stornato',
  },
  reasons: {
    ddt: 'DDT (scarico)',
    return: 'Reso (carico)',
    count: 'Inventario',
    damage: 'Danneggiamento',
    initial: 'Giacenza iniziale',
    reversal: 'Storno',
    other: 'Altro',
  },
  help: {
    quantity: 'Positiva carica, negativa scarica (es. -3)',
    counted: 'Quanto c’è sullo scaffale: si registra la differenza dalla giacenza',
  },
  create: {
    title: 'Nuova rettifica di magazzino',
    button: 'Rettifica giacenza',
    created: 'Movimento di magazzino registrato',
  },
  ddt: 'DDT %{number}',
  reversed_by: 'stornato dal %{id}',
  reverse: {
    button: 'Storna',
    title: 'Stornare questo movimento?',
    content:
      'Si registra oggi un movimento della quantità opposta; questo resta nel registro. Un movimento si storna una volta sola.',
    done: 'Movimento stornato',
  },
  stock: {
    title: 'Magazzino',
    stocked: 'Gestito a magazzino',
    stocked_help: 'Disattivo per servizi e articoli senza scorta: non hanno movimenti',
    on_hand: 'Giacenza',
    reserved: 'Impegnato',
    available: 'Disponibile',
    min_stock: 'Scorta minima',
    cost: 'Costo unitario',
    below_min: 'Sotto scorta',
    not_stocked: 'Non gestito a magazzino',
    last_movements: 'Ultimi movimenti',
    no_movements: 'Nessun movimento',
    all_movements: 'Tutti i movimenti dell’articolo',
    available_short: 'disponibili: %{quantity}',
  },
  valuation: {
    title: 'Valorizzazione magazzino',
    date: 'Alla fine del',
    code: 'Codice',
    description: 'Descrizione',
    unit: 'UM',
    quantity: 'Quantità',
    cost: 'Costo unitario',
    value: 'Valore',
    total: 'Totale',
    not_valued: 'senza costo',
    empty: 'Nessuna giacenza a questa data',
    csv: 'Scarica CSV',
    file: 'valorizzazione magazzino',
  },
  settings: {
    allow_negative: 'Consenti giacenze negative',
    allow_negative_help:
      'Disattivo: un DDT o uno scarico che porterebbe un articolo sotto zero viene rifiutato',
  },
  import: {
    button: 'Importa giacenze',
    title: 'Importa le giacenze',
    hint: 'Scegli un file .csv o .xlsx con il codice articolo e la quantità sullo scaffale (Codice, Giacenza; facoltativi Data e Nota). Ogni riga porta la giacenza dell’articolo a quella del file con un movimento di giacenza iniziale. Prima vedrai un’anteprima: non si registra nulla finché non confermi.',
    summary: {
      move: '%{smart_count} da movimentare',
    },
    actions: {
      move: 'Movimento',
    },
    columns: {
      quantity: 'Movimento',
    },
    nothing: 'Il file non contiene giacenze da importare.',
    no_changes: 'Le giacenze del file sono già quelle del magazzino: non c’è nulla da importare.',
    confirm: 'Registra %{smart_count} movimento |||| Registra %{smart_count} movimenti',
    done: 'Registrato %{smart_count} movimento |||| Registrati %{smart_count} movimenti',
  },
  empty: 'Nessun movimento di magazzino',
};

export default messages;
