import type { SdiMessages } from './en';

/** Die SDI-Texte der Rechnungen und Noten auf Deutsch. */
const sdi: SdiMessages = {
  status: 'SDI-Status',
  file: 'Gesendete Datei: %{file}',
  errors: 'Vom SDI gemeldete Fehler',
  rejected_hint:
    'Das SDI hat dieses Dokument abgelehnt, es gilt daher als nicht ausgestellt: berichtige es (die Nummer bleibt; das Datum kann sich innerhalb der Daten der Serie ändern) und sende es erneut.',
  xml: {
    label: 'XML',
    title: 'XML-Datei herunterladen und als gesendet markieren?',
    content:
      'Dieses Dokument wurde noch nicht gesendet: Seine FatturaPA-Datei erhält einen neuen Dateinamen und das Dokument wird als gesendet markiert. Übergeben Sie die Datei dem SDI oder Ihrem Vermittler und laden Sie dann die Quittungen hoch.',
    confirm: 'Herunterladen',
  },
  export: {
    label: 'XML des Zeitraums herunterladen',
    title: 'Die an das SDI zu sendenden XML-Dateien herunterladen',
    content:
      'Das Zip enthält die ausgestellten, noch nicht gesendeten Rechnungen und Noten des Zeitraums; sie werden als gesendet markiert. Geben Sie es Ihrem Vermittler und laden Sie dann die Quittungen hoch.',
    date_from: 'Von',
    date_to: 'Bis',
    confirm: 'Zip herunterladen',
    done: '%{smart_count} Dokument als gesendet markiert |||| %{smart_count} Dokumente als gesendet markiert',
  },
  receipts: {
    label: 'SDI-Quittungen hochladen',
    title: 'Die SDI-Quittungen hochladen',
    content:
      'Wählen Sie die vom SDI zurückgesandten Quittungen (RicevutaConsegna, NotificaScarto, NotificaMancataConsegna...): XML-Dateien oder ein Zip davon.',
    choose: 'Dateien wählen',
    chosen: '%{smart_count} Datei gewählt |||| %{smart_count} Dateien gewählt',
    upload: 'Hochladen',
    close: 'Schließen',
    file: 'Datei',
    outcome: 'Ergebnis',
    message: 'Detail',
    updated: '%{smart_count} Dokument aktualisiert |||| %{smart_count} Dokumente aktualisiert',
    outcomes: {
      updated: 'Aktualisiert',
      unchanged: 'Bereits erfasst',
      refused: 'Nicht angewandt',
      unknown_file: 'Unbekannte Datei',
      unreadable: 'Nicht lesbar',
    },
  },
  resend: {
    label: 'Erneut senden',
    title: 'Das korrigierte Dokument erneut senden?',
    content:
      'Das Dokument wird wieder „zu senden“ und erneut gesperrt: das nächste ZIP seines Zeitraums sendet es mit derselben Nummer unter einem neuen Dateinamen.',
    confirm: 'Zum Senden markieren',
    done: 'Das Dokument geht mit dem nächsten Zip',
  },
  history: {
    title: 'SDI-Verlauf',
    sent: 'Datei %{file} gesendet',
    receipt: 'Beleg: %{receipt} (%{file})',
    corrected: 'Berichtigt: %{fields}',
    corrected_date: 'Datum vom %{from} auf den %{to}',
    resent: 'Zum erneuten Senden markiert',
    rows: 'Zeilen',
  },
};

export default sdi;
