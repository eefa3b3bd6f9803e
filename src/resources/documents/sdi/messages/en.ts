/** English texts of the SDI side of invoices and notes (the reference key set). */
const sdi = {
  status: 'SDI state',
  file: 'File sent: %{file}',
  errors: 'Errors reported by the SDI',
  rejected_hint:
    "The SDI rejected this document, so it was not issued: correct it (the number stays; the date may move within the series' dates) and send it again.",
  xml: {
    label: 'XML',
    title: 'Download the XML file and mark it sent?',
    content:
      'This document has not been sent yet: its FatturaPA file gets a new file name and the document is marked as sent. Hand the file to the SDI or your intermediary, then upload the receipts.',
    confirm: 'Download',
  },
  export: {
    label: 'Download period XML',
    title: 'Download the XML files to send to the SDI',
    content:
      'The zip holds the issued invoices and notes of the period not yet sent; they are marked as sent. Hand it to your intermediary, then upload the receipts.',
    date_from: 'From',
    date_to: 'To',
    confirm: 'Download zip',
    done: '%{smart_count} document marked as sent |||| %{smart_count} documents marked as sent',
  },
  receipts: {
    label: 'Upload SDI receipts',
    title: 'Upload the SDI receipts',
    content:
      'Choose the receipts the SDI sent back (RicevutaConsegna, NotificaScarto, NotificaMancataConsegna...): XML files, or a zip of them.',
    choose: 'Choose files',
    chosen: '%{smart_count} file chosen |||| %{smart_count} files chosen',
    upload: 'Upload',
    close: 'Close',
    file: 'File',
    outcome: 'Result',
    message: 'Detail',
    updated: '%{smart_count} document updated |||| %{smart_count} documents updated',
    outcomes: {
      updated: 'Updated',
      unchanged: 'Already recorded',
      refused: 'Not applied',
      unknown_file: 'Unknown file',
      unreadable: 'Not readable',
    },
  },
  resend: {
    label: 'Send again',
    title: 'Send the corrected document again?',
    content:
      'The document goes back to "to send" and is locked again: the next zip of its period sends it with the same number, under a new file name.',
    confirm: 'Mark to send',
    done: 'The document will go with the next zip',
  },
  history: {
    title: 'SDI history',
    sent: 'File %{file} sent',
    receipt: 'Receipt: %{receipt} (%{file})',
    corrected: 'Corrected: %{fields}',
    corrected_date: 'date from %{from} to %{to}',
    resent: 'Marked to send again',
    rows: 'rows',
  },
};

export type SdiMessages = typeof sdi;
export default sdi;
