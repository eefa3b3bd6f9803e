import type { ShippingMessages } from './en';

/** I messaggi delle liste di spedizione in italiano. */
const shipping: ShippingMessages = {
  title: 'Liste di spedizione',
  edit_title: 'Lista di spedizione %{number}',
  to_confirm: 'da confermare',
  fields: {
    number: 'Numero',
    date: 'Data',
    carrier: 'Vettore',
    notes: 'Note',
    status: 'Stato',
    parcels: 'Colli',
    item_count: 'Righe',
    weight: 'Peso (kg)',
    date_from: 'Dal',
    date_to: 'Al',
    all_statuses: 'Tutti gli stati',
    year: 'Anno',
  },
  create: {
    button: 'Nuova lista',
    title: 'Nuova lista di spedizione',
    save: 'Crea',
  },
  delete: {
    title: 'Elimina la lista di spedizione',
    content: 'Eliminare questa lista aperta con le sue righe ed etichette?',
    done: 'Lista di spedizione eliminata',
  },
  header: 'Lista di spedizione',
  saved: 'Lista di spedizione salvata',
  confirmed_banner:
    'Questa lista è confermata (numero %{number}): non è più modificabile. Le etichette si possono ancora stampare e applicare.',
  items: {
    title: 'Righe',
    empty: 'Nessuna riga: aggiungi righe d’ordine con "Aggiungi righe".',
    order: 'Ordine',
    customer: 'Cliente',
    article: 'Articolo',
    description: 'Descrizione',
    quantity: 'Quantità',
    parcels: 'Colli',
    weight: 'Peso (kg)',
    label: 'Etichetta',
    no_label: 'Nessuna etichetta',
    create_label: 'Crea etichetta',
    label_created: 'Etichetta creata',
    edit: 'Modifica riga',
    saved: 'Riga salvata',
    deleted: 'Riga rimossa',
    delete_title: 'Rimuovi la riga',
    delete_content: 'Rimuovere questa riga dalla lista di spedizione?',
    summary:
      '%{items} righe, %{parcels} colli; da stampare %{to_print}, stampate %{printed}, applicate %{applied}; senza etichetta %{missing}',
  },
  picker: {
    button: 'Aggiungi righe',
    title: 'Aggiungi righe d’ordine',
    search: 'Cerca ordine, cliente o articolo',
    empty: 'Nessuna riga d’ordine pronta o imballata resta da spedire.',
    left: 'Residuo',
    ordered: 'Ordinato',
    choose: 'Scegli',
    add: 'Aggiungi alla lista',
    added: 'Riga aggiunta alla lista',
    max: 'Al massimo %{left}',
    too_much: 'Restano da spedire al massimo %{left}',
    invalid: 'Inserisci una quantità maggiore di zero (al massimo 3 decimali)',
    parcels_invalid: 'Da 1 a 99 colli',
  },
  bulk: {
    status: 'Stato etichetta',
    status_none:
      'Nessuno stato comune: ogni riga selezionata deve avere un’etichetta che possa assumerlo',
    status_done:
      'Stato etichetta applicato a %{smart_count} riga |||| Stato etichetta applicato a %{smart_count} righe',
    print: 'Stampa etichette',
    print_none: 'Le righe selezionate non hanno etichette stampabili',
    print_failed: 'Impossibile stampare le etichette',
  },
  confirm: {
    button: 'Conferma lista',
    title: 'Conferma la lista di spedizione',
    content: 'Confermare la lista? Dopo la conferma non sarà più modificabile.',
    done: 'Lista di spedizione confermata: numero %{number}',
    not_ready: 'Ogni riga deve avere un’etichetta prima della conferma',
  },
  print_ddt: {
    button: 'Stampa DDT',
    customer: 'Lingua del cliente',
    failed: 'Il DDT non si è potuto stampare',
  },
};

export default shipping;
