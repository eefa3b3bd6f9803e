import type { SdiMessages } from './en';

/** I testi SDI di fatture e note in italiano. */
const sdi: SdiMessages = {
  status: 'Stato SDI',
  file: 'File inviato: %{file}',
  errors: 'Errori segnalati dallo SDI',
  rejected_hint:
    'Lo SDI ha scartato questo documento, che quindi non risulta emesso: correggilo (il numero resta; la data può cambiare entro le date della serie) e invialo di nuovo.',
  xml: {
    label: 'XML',
    title: 'Scaricare il file XML e segnarlo inviato?',
    content:
      "Il documento non è ancora stato inviato: il suo file FatturaPA riceve un nuovo nome e il documento risulterà inviato. Consegna il file allo SDI o all'intermediario, poi carica le ricevute.",
    confirm: 'Scarica',
  },
  export: {
    label: 'Scarica XML del periodo',
    title: 'Scarica i file XML da inviare allo SDI',
    content:
      "Lo zip contiene le fatture e le note emesse nel periodo e non ancora inviate, che risulteranno inviate. Consegnalo all'intermediario, poi carica le ricevute.",
    date_from: 'Dal',
    date_to: 'Al',
    confirm: 'Scarica zip',
    done: '%{smart_count} documento segnato come inviato |||| %{smart_count} documenti segnati come inviati',
  },
  receipts: {
    label: 'Carica ricevute SDI',
    title: 'Carica le ricevute SDI',
    content:
      'Scegli le ricevute restituite dallo SDI (RicevutaConsegna, NotificaScarto, NotificaMancataConsegna...): file XML, o uno zip che li contiene.',
    choose: 'Scegli i file',
    chosen: '%{smart_count} file scelto |||| %{smart_count} file scelti',
    upload: 'Carica',
    close: 'Chiudi',
    file: 'File',
    outcome: 'Esito',
    message: 'Dettaglio',
    updated: '%{smart_count} documento aggiornato |||| %{smart_count} documenti aggiornati',
    outcomes: {
      updated: 'Aggiornato',
      unchanged: 'Già registrata',
      refused: 'Non applicata',
      unknown_file: 'File sconosciuto',
      unreadable: 'Illeggibile',
    },
  },
  resend: {
    label: 'Invia di nuovo',
    title: 'Inviare di nuovo il documento corretto?',
    content:
      'Il documento torna "da inviare" e di nuovo bloccato: il prossimo zip del suo periodo lo invia con lo stesso numero, con un nuovo nome file.',
    confirm: 'Segna da inviare',
    done: 'Il documento partirà con il prossimo zip',
  },
  history: {
    title: 'Storico SDI',
    sent: 'Inviato il file %{file}',
    receipt: 'Ricevuta: %{receipt} (%{file})',
    corrected: 'Corretto: %{fields}',
    corrected_date: 'data dal %{from} al %{to}',
    resent: 'Segnato da inviare di nuovo',
    rows: 'righe',
  },
};

export default sdi;
