import type { AppMessages } from './en';
import enums from './enums/it';
import { folderMessages } from './resourceMessages';
import documentsIt from './documents/it';
import { withDocuments } from './documents';
import configuratorIt from './configurator/it';
import { withConfigurator } from './configurator';
import shippingIt from './shipping/it';
import { withShipping } from './shipping';
import dashboardsIt from './dashboards/it';
import { withDashboards } from './dashboards';

/** I messaggi dell'app in italiano: la lingua predefinita e di ripiego. */
const it: AppMessages = {
  app: {
    name: 'Gestionale',
    beta: 'beta',
    loading: 'Caricamento…',
    menu: {
      label: 'Menu principale',
      dashboards: 'Dashboard',
      dashboard_sales: 'Vendite',
      dashboard_orders: 'Ordini',
      registry: 'Anagrafiche',
      registry_general: 'Anagrafica generale',
      customers: 'Clienti',
      articles: 'Articoli',
      documents: 'Documenti',
      sales_orders: 'Ordini di vendita',
      invoices: 'Fatture',
      credit_notes: 'Note di credito',
      debit_notes: 'Note di debito',
      shipping: 'Spedizioni',
      shipping_lists: 'Liste di spedizione',
    },
    labels: {
      dashboard: 'Dashboard',
      home: 'Home',
      documents: 'Documenti',
      sales_orders: 'Ordini di vendita',
      registry: 'Anagrafiche',
      new_customer: 'Nuovo cliente',
      add_new_customer: 'Aggiungi nuovo cliente',
      general_profile: 'Profilo generale',
      general_info: 'Informazioni generali',
      account_details: 'Dati del conto',
      billing_details: 'Dati di fatturazione',
      additional_info: 'Informazioni aggiuntive',
    },
    company: {
      title: "Scegli l'azienda",
      subtitle:
        'Ciao %{name}, su quale azienda vuoi lavorare? Puoi cambiarla quando vuoi dalla barra in alto.',
      empty:
        'Il tuo account non è ancora collegato a nessuna azienda. Rivolgiti a un amministratore.',
      vat: 'P. IVA %{vat}',
      current: 'Attuale',
      none: 'Nessuna azienda',
      switch: 'Cambia azienda',
      selected: 'Ora stai lavorando su %{name}',
      changed_elsewhere:
        "Ora stai lavorando su %{name}: l'azienda attiva è stata cambiata in un'altra scheda.",
      changed_elsewhere_left:
        "Ora stai lavorando su %{name}: l'azienda attiva è stata cambiata in un'altra scheda. La pagina aperta apparteneva all'azienda precedente ed è stata chiusa senza salvare.",
    },
    login: {
      title: 'Accedi',
      subtitle: 'Inserisci e-mail e password per entrare nel gestionale.',
      email: 'E-mail',
      password: 'Password',
      submit: 'Accedi',
      invalid_credentials: 'E-mail o password errate.',
      too_many: 'Troppi tentativi non riusciti. Attendi qualche istante e riprova.',
      too_many_wait: 'Troppi tentativi non riusciti. Riprova tra %{seconds} secondi.',
      invalid_response: 'Il server ha risposto in modo inatteso. Riprova tra poco.',
    },
    errors: {
      network: 'Qualcosa è andato storto, riprova',
      no_company: "Prima scegli l'azienda su cui lavorare.",
      conflict_stale:
        'Il record è stato modificato da un altro utente: ricarica la pagina per vedere la versione aggiornata. Le tue modifiche non sono state salvate.',
      conflict: "L'operazione non è possibile nello stato attuale dei dati.",
      too_large: 'Il file o i dati inviati sono troppo grandi.',
      unsupported_type: 'Tipo di file non supportato.',
      too_many_requests: 'Troppe richieste. Attendi qualche istante e riprova.',
      too_many_requests_wait: 'Troppe richieste. Riprova tra %{seconds} secondi.',
      generic_title: 'Si è verificato un errore!',
      generic_text: 'Si è verificato un errore imprevisto. Riprova più tardi.',
      go_home: 'Torna alla home',
      retry: 'Riprova',
      sign_in: 'Accedi di nuovo',
      '401': {
        title: 'Sessione scaduta',
        text: 'La sessione è terminata oppure non hai effettuato l’accesso. Accedi di nuovo per continuare.',
      },
      '404': {
        title: 'Pagina non trovata',
        text: 'La pagina che cerchi non esiste o è stata spostata.',
      },
      '429': {
        title: 'Troppe richieste',
        text: 'Hai inviato troppe richieste in poco tempo. Attendi qualche istante e riprova.',
      },
      '500': {
        title: 'Errore del server',
        text: 'Il server non è riuscito a completare la richiesta. Riprova tra qualche minuto.',
      },
    },
    pages: {
      dashboard_sales: 'Dashboard vendite',
      dashboard_orders: 'Dashboard ordini',
      customers: 'Clienti',
      customer_profile: 'Scheda cliente',
      articles: 'Articoli',
      article_create: 'Nuovo articolo',
      article_edit: 'Modifica articolo',
      documents: {
        orders: 'Ordini di vendita',
        orders_edit: 'Modifica ordine di vendita',
        orders_show: 'Ordine di vendita',
        invoices: 'Fatture',
        invoices_edit: 'Modifica fattura',
        invoices_show: 'Fattura',
        credit_notes: 'Note di credito',
        credit_notes_edit: 'Modifica nota di credito',
        credit_notes_show: 'Nota di credito',
        debit_notes: 'Note di debito',
        debit_notes_edit: 'Modifica nota di debito',
        debit_notes_show: 'Nota di debito',
      },
      shipping_list: 'Liste di spedizione',
      shipping_edit: 'Modifica lista di spedizione',
    },
    input: {
      no_options: 'Nessuna opzione',
    },
    list: {
      pagination: {
        label: 'Pagine',
        rows_per_page: 'Righe per pagina',
        range: '%{from}–%{to} di %{total}',
        range_capped: '%{from}–%{to} di oltre %{total}',
        page: 'Pagina %{page}',
        first: 'Prima pagina',
        previous: 'Pagina precedente',
        next: 'Pagina successiva',
        last: 'Ultima pagina',
      },
      table: {
        title: 'Tabella',
        hover: 'Evidenzia la riga sotto il puntatore',
        zebra: 'Righe alternate',
        dense: 'Righe compatte',
        sticky: 'Intestazione sempre visibile',
      },
      export: {
        title: 'Esporta',
        csv: 'File CSV',
        xlsx: 'File Excel (.xlsx)',
        done: 'Esportata 1 riga |||| Esportate %{smart_count} righe',
      },
      print: 'Stampa',
    },
    settings: {
      title: 'Impostazioni',
      switch_to_dark: 'Passa al tema scuro',
      switch_to_light: 'Passa al tema chiaro',
      language: 'Lingua',
      mode: { title: 'Tema', light: 'Chiaro', dark: 'Scuro' },
      layout: {
        title: 'Disposizione',
        'main-layout': 'Barra in alto',
        sideblock: 'Blocco laterale',
      },
      card_skin: { title: 'Schede', 'shadow-sm': 'Ombra', bordered: 'Bordo' },
      primary_scheme: 'Colore principale',
      light_scheme: 'Colori del tema chiaro',
      dark_scheme: 'Colori del tema scuro',
      schemes: {
        accent: 'Indaco',
        emerald: 'Smeraldo',
        amber: 'Ambra',
        rose: 'Rosa',
        neutral: 'Neutro',
        slate: 'Ardesia',
        stone: 'Pietra',
        cinder: 'Cenere',
        navy: 'Blu notte',
        graphite: 'Grafite',
      },
      direction: {
        title: 'Direzione del testo',
        ltr: 'Da sinistra a destra',
        rtl: 'Da destra a sinistra',
      },
      notifications: {
        position: 'Posizione delle notifiche',
        visible: 'Notifiche visibili insieme',
        'top-right': 'In alto a destra',
        'top-left': 'In alto a sinistra',
        'top-center': 'In alto al centro',
        'bottom-right': 'In basso a destra',
        'bottom-left': 'In basso a sinistra',
        'bottom-center': 'In basso al centro',
      },
      reset: 'Ripristina predefinite',
    },
  },
  resources: folderMessages(
    import.meta.glob('../../resources/*/messages/it.ts', { eager: true, import: 'default' }),
  ),
  enums,
};

export default withDashboards(
  withShipping(withConfigurator(withDocuments(it, documentsIt), configuratorIt), shippingIt),
  dashboardsIt,
);
