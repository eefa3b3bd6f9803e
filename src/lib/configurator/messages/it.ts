import type { ConfiguratorMessages } from './en';

/** I messaggi del configuratore in italiano. */
const configurator: ConfiguratorMessages = {
  definition: {
    title: 'Configurazione',
    intro_fixed:
      'Prezzo fisso: il prezzo dell’articolo più le differenze di prezzo delle scelte. Aggiungi le opzioni con cui si configura una riga di documento.',
    intro_formula:
      'Prezzo calcolato: la formula qui sotto, più le differenze di prezzo delle scelte.',
    intro_table:
      'Prezzo a tabella: la tabella prezzi qui sotto (misura superiore su entrambe le dimensioni), più le differenze di prezzo delle scelte.',
    options: 'Opzioni',
    add_option: 'Aggiungi opzione',
    key: 'Chiave',
    type: 'Tipo',
    required: 'Obbligatoria',
    label_it: 'Etichetta (italiano)',
    label_en: 'Etichetta (inglese)',
    label_de: 'Etichetta (tedesco)',
    label_fr: 'Etichetta (francese)',
    label_hu: 'Etichetta (ungherese)',
    types: { number: 'Numero', choice: 'Scelta', boolean: 'Sì/no', text: 'Testo' },
    unit: 'Unità',
    min: 'Minimo',
    max: 'Massimo',
    step: 'Passo',
    choices: 'Scelte',
    add_choice: 'Aggiungi scelta',
    choice_value: 'Valore',
    price_delta: 'Differenza prezzo',
    formula: 'Formula del prezzo',
    formula_hint: 'Nomi: %{names}. Funzioni: %{functions}. Operatori: + - * / ^ ( ).',
    table_rows: 'Righe: opzione',
    table_columns: 'Colonne: opzione',
    breakpoints: 'Misure (fino a)',
    breakpoints_hint: 'Crescenti, separate da ; o spazi',
    prices: 'Tabella prezzi',
    table_empty: 'Scegli le due dimensioni e scrivi le loro misure per inserire i prezzi.',
    preview: 'Anteprima prezzo',
    preview_hint: 'Prova qualche valore: il prezzo è calcolato come su una riga di documento.',
    save: 'Registra configurazione',
    saved: 'Configurazione salvata',
    invalid: 'La configurazione contiene errori: vedi i campi evidenziati.',
  },
  values: {
    unit_price: 'Prezzo unitario',
    no_price: 'Il prezzo non si può ancora calcolare.',
    min: 'min %{value}',
    max: 'max %{value}',
    step: 'passo %{value}',
  },
  row: {
    configure: 'Configura',
    title: 'Configura: %{description}',
    saved: 'Riga configurata: prezzo e totali aggiornati',
  },
};

export default configurator;
