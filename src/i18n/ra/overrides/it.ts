import type { StringMap } from 'ra-core';

/**
 * What ra-language-italian (written for react-admin 3) lacks or says wrongly, merged over it
 * (src/i18n/it.ts): the keys react-admin 5 added, and our corrections of outdated placeholders
 * (`%{id}` where v5 passes `%{recordRepresentation}`), English sentences left untranslated,
 * typos ("cresente"), missing accents ("Si") and clumsy wording ("clicca", "Record").
 * tests/unit/ra-catalogues.test.ts checks that every key here is one react-admin 5 reads and
 * differs from the package.
 *
 * Italian has two plural forms (`1 |||| n`, 0 taking the plural form).
 */
const overrides: StringMap = {
  ra: {
    action: {
      add_filter: 'Aggiungi filtro',
      bulk_actions: '1 elemento selezionato |||| %{smart_count} elementi selezionati',
      clear_array_input: "Svuota l'elenco",
      clear_input_value: 'Cancella il valore',
      create_item: 'Crea %{item}',
      delete: 'Elimina',
      remove_all_filters: 'Rimuovi tutti i filtri',
      reset: 'Ripristina',
      search: 'Cerca',
      search_columns: 'Cerca colonne',
      select_all: 'Seleziona tutto',
      select_all_button: 'Seleziona tutto',
      select_row: 'Seleziona questa riga',
      show: 'Visualizza',
      unselect: 'Deseleziona',
      update: 'Aggiorna',
      move_up: 'Sposta su',
      move_down: 'Sposta giù',
      open: 'Apri',
      toggle_theme: 'Passa al tema chiaro/scuro',
      select_columns: 'Colonne',
      update_application: "Ricarica l'applicazione",
    },
    boolean: {
      true: 'Sì',
    },
    page: {
      create: 'Crea %{name}',
      edit: '%{name} %{recordRepresentation}',
      error: 'Si è verificato un errore',
      not_found: 'Pagina non trovata',
      show: '%{name} %{recordRepresentation}',
      empty: 'Non ci sono ancora elementi in %{name}.',
      access_denied: 'Accesso negato',
      authentication_error: 'Errore di autenticazione',
    },
    input: {
      file: {
        upload_several: 'Trascina qui i file da caricare, oppure fai clic per selezionarne uno.',
        upload_single: 'Trascina qui il file da caricare, oppure fai clic per selezionarlo.',
      },
      image: {
        upload_several:
          'Trascina qui le immagini da caricare, oppure fai clic per selezionarne una.',
        upload_single: "Trascina qui l'immagine da caricare, oppure fai clic per selezionarla.",
      },
      references: {
        all_missing: 'Impossibile trovare i dati di riferimento.',
      },
      password: {
        toggle_visible: 'Nascondi la password',
        toggle_hidden: 'Mostra la password',
      },
    },
    message: {
      access_denied: 'Non disponi dei permessi necessari per accedere a questa pagina',
      are_you_sure: 'Sei sicuro?',
      authentication_error:
        'Il server di autenticazione ha restituito un errore e non è stato possibile verificare le credenziali.',
      auth_error: 'Si è verificato un errore durante la convalida del token di autenticazione.',
      bulk_delete_content:
        'Sei sicuro di voler eliminare questo elemento? |||| Sei sicuro di voler eliminare questi %{smart_count} elementi?',
      bulk_delete_title: 'Elimina %{name} |||| Elimina %{smart_count} %{name}',
      bulk_update_content:
        'Sei sicuro di voler aggiornare questo elemento? |||| Sei sicuro di voler aggiornare questi %{smart_count} elementi?',
      bulk_update_title:
        'Aggiorna %{name} %{recordRepresentation} |||| Aggiorna %{smart_count} %{name}',
      clear_array_input: "Sei sicuro di voler svuotare l'intero elenco?",
      delete_content: 'Sei sicuro di voler eliminare questo elemento?',
      delete_title: 'Elimina %{name} %{recordRepresentation}',
      error:
        'Si è verificato un errore nel client e non è stato possibile completare la richiesta.',
      invalid_form: 'Il modulo non è valido. Controlla gli errori.',
      loading: 'Attendere prego',
      not_found: "L'indirizzo digitato non è corretto oppure il link seguito non è valido.",
      select_all_limit_reached:
        'Ci sono troppi elementi per selezionarli tutti. Sono stati selezionati solo i primi %{max} elementi.',
      yes: 'Sì',
      placeholder_data_warning: 'Problema di rete: aggiornamento dei dati non riuscito.',
    },
    navigation: {
      clear_filters: 'Rimuovi i filtri',
      no_filtered_results: 'Nessun risultato trovato in %{name} con i filtri attuali.',
      no_results: 'Nessun risultato trovato in %{name}',
      no_more_results:
        "Il numero di pagina %{page} è fuori dall'intervallo. Prova la pagina precedente.",
      page_out_of_boundaries: "Il numero di pagina %{page} è fuori dall'intervallo",
      page_out_from_end: "Impossibile andare oltre l'ultima pagina",
      page_out_from_begin: 'Impossibile andare prima della pagina 1',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} di oltre %{offsetEnd}',
      current_page: 'Pagina %{page}',
      page: 'Vai alla pagina %{page}',
      first: 'Vai alla prima pagina',
      last: "Vai all'ultima pagina",
      next: 'Vai alla pagina successiva',
      previous: 'Vai alla pagina precedente',
      page_rows_per_page: 'Righe per pagina:',
    },
    sort: {
      sort_by: 'Ordina per %{field_lower_first} %{order}',
      ASC: 'crescente',
    },
    auth: {
      auth_check_error: "Effettua l'accesso per continuare",
      email: 'Email',
      sign_in: 'Accedi',
      sign_in_error: 'Autenticazione non riuscita, riprova',
      logout: 'Esci',
    },
    notification: {
      updated: 'Elemento aggiornato |||| %{smart_count} elementi aggiornati',
      created: 'Elemento creato',
      deleted: 'Elemento eliminato |||| %{smart_count} elementi eliminati',
      bad_item: 'Elemento non valido',
      item_doesnt_exist: "L'elemento non esiste",
      http_error: 'Errore di comunicazione con il server',
      data_provider_error: 'Errore del dataProvider. Controlla la console per i dettagli.',
      i18n_error: 'Impossibile caricare le traduzioni per la lingua selezionata',
      canceled: 'Operazione annullata',
      logged_out: "La sessione è scaduta, effettua di nuovo l'accesso.",
      not_authorized: 'Non sei autorizzato ad accedere a questa risorsa.',
      application_update_available: 'È disponibile una nuova versione.',
      offline: 'Nessuna connessione. Impossibile recuperare i dati.',
    },
    validation: {
      minLength: 'Deve contenere almeno %{min} caratteri',
      maxLength: 'Deve contenere al massimo %{max} caratteri',
      email: 'Deve essere un indirizzo email valido',
      oneOf: 'Deve essere uno tra: %{options}',
      regex: 'Deve rispettare un formato specifico (espressione regolare): %{pattern}',
      unique: 'Deve essere univoco',
    },
    saved_queries: {
      label: 'Ricerche salvate',
      query_name: 'Nome della ricerca',
      new_label: 'Salva la ricerca corrente...',
      new_dialog_title: 'Salva la ricerca corrente come',
      remove_label: 'Rimuovi ricerca salvata',
      remove_label_with_name: 'Rimuovi la ricerca «%{name}»',
      remove_dialog_title: 'Rimuovere la ricerca salvata?',
      remove_message:
        "Sei sicuro di voler rimuovere questo elemento dall'elenco delle ricerche salvate?",
      help: "Filtra l'elenco e salva questa ricerca per usarla in seguito",
    },
    guesser: {
      empty: {
        title: 'Nessun dato da visualizzare',
        message: 'Verifica il data provider',
      },
    },
    configurable: {
      customize: 'Personalizza',
      configureMode: 'Configura questa pagina',
      inspector: {
        title: 'Ispettore',
        content: "Passa il mouse sugli elementi dell'interfaccia per configurarli",
        reset: 'Ripristina impostazioni',
        hideAll: 'Nascondi tutto',
        showAll: 'Mostra tutto',
      },
      Datagrid: {
        title: 'Tabella',
        unlabeled: 'Colonna senza etichetta #%{column}',
      },
      SimpleForm: {
        title: 'Modulo',
        unlabeled: 'Campo senza etichetta #%{input}',
      },
      SimpleList: {
        title: 'Elenco',
        primaryText: 'Testo principale',
        secondaryText: 'Testo secondario',
        tertiaryText: 'Testo terziario',
      },
    },
  },
};

export default overrides;
