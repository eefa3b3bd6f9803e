import { NO_ACTIVE_COMPANY } from '../../common';
import type { ServerCatalogue } from './en';
import ddtIt from './ddt/it';
import deferredIt from './deferred/it';
import fatturapaIt from './fatturapa/it';
import destinationsIt from './destinations/it';
import importIt from './import/it';

const it: ServerCatalogue = {
  ...fatturapaIt,
  ...ddtIt,
  ...deferredIt,
  ...destinationsIt,
  ...importIt,
  invalid_input: 'Dati non validi: controlla i campi evidenziati',
  bad_request: 'La richiesta non è valida',
  malformed_form_data: 'I dati del modulo sono danneggiati: inviali di nuovo',
  unsupported_media_type: 'Questo tipo di contenuto non è supportato',
  body_too_large: 'La richiesta è troppo grande',
  file_too_large: 'Il file è troppo grande',
  too_many_parts: 'Il modulo ha troppi campi o file',
  too_many_requests: 'Troppe richieste: riprova tra %{seconds} secondi',
  route_not_found: 'Non trovato: %{method} %{path}',
  not_found: 'Non trovato',
  forbidden: 'Non hai i permessi per questa operazione',
  method_not_allowed: 'Questa operazione non è consentita qui',
  conflict: 'La richiesta è in conflitto con i dati attuali',
  request_refused: 'La richiesta è stata rifiutata',
  internal_error: 'Errore interno del server: il problema è stato registrato',
  unauthorized: 'Non hai effettuato l’accesso o la sessione è scaduta: accedi di nuovo',
  invalid_credentials: 'E-mail o password non validi',
  too_many_sign_ins: 'Troppi tentativi di accesso non riusciti: riprova tra %{seconds} secondi',
  signed_out: 'Disconnessione effettuata',
  no_active_company: NO_ACTIVE_COMPANY,
  company_not_found: 'Azienda non trovata, oppure non sei tra i suoi utenti',
  company_changed:
    "Questa scheda lavorava su %{from}, ma nel frattempo l'azienda attiva è diventata %{to} (in un'altra scheda). Nulla è stato salvato.",
  company_changed_unknown:
    "L'azienda attiva è %{to}, ma questa scheda lavorava su un'altra azienda. Nulla è stato salvato.",
  'not_found.article': 'Articolo non trovato',
  'not_found.customer': 'Cliente non trovato',
  'not_found.general_reg': 'Anagrafica non trovata',
  'not_found.record': 'Record non trovato: forse è stato eliminato',
  'not_found.price': 'Prezzo non trovato',
  'not_found.customer_article': 'Articolo cliente non trovato',
  'not_found.document': 'Documento non trovato',
  'not_found.row': 'Riga non trovata',
  'not_found.shipping_list': 'Lista di spedizione non trovata',
  'not_found.shipping_item': 'Voce della lista di spedizione non trovata',
  'not_found.labels': 'Etichette non trovate: %{ids}',
  stale_version:
    '%{what}: nel frattempo un altro utente ha salvato la versione %{current} (tu hai modificato la versione %{edited}). Ricarica e applica di nuovo le tue modifiche',
  document_ref: '%{type} %{number}/%{year}',
  document_draft_ref: '%{type} (bozza)',
  'db.invalid_value': 'Un valore non è valido',
  'db.value_too_long': 'Un testo è troppo lungo',
  'db.invalid_text': 'Un testo contiene caratteri che non si possono salvare',
  'db.number_out_of_range': 'Un numero è fuori dall’intervallo ammesso',
  'db.invalid_date': 'Una data non è valida',
  'db.duplicate': 'Esiste già un record con gli stessi dati',
  'db.referenced': 'Il record è usato da altri record e non può essere eliminato',
  'db.concurrent': 'Un altro utente ha modificato il record nello stesso momento: riprova',
  'db.customer_in_use': 'Il cliente è usato in alcuni documenti e non può essere eliminato',
  'db.article_in_use': 'L’articolo è usato in righe di documenti e non può essere eliminato',
  'db.document_referenced':
    'Il documento è collegato a un altro documento e non può essere eliminato',
  'db.row_on_shipping_list':
    'La riga è in una lista di spedizione: toglila prima dalla lista (le righe di una lista confermata restano)',
  'unique.article_code': 'Esiste già un articolo con questo codice',
  'unique.registry_code': 'Esiste già un cliente con questo codice anagrafico',
  'unique.customer_general_reg': 'Questa anagrafica è già un cliente',
  'unique.customer_article': 'Il cliente ha già un codice per questo articolo',
  'unique.document_number': 'Un documento di questo tipo ha già questo numero nell’anno',
  'unique.code_taken': 'Codice già in uso',
  'unique.taken': 'Un altro record ha già questo valore: cambia il campo evidenziato',
  'unique.value_taken': 'Valore già in uso',
  article_in_use:
    'L’articolo %{code} è usato da %{prices} prezzi cliente e %{codes} articoli cliente: eliminali prima, oppure mettilo fuori produzione',
  image_too_large: 'L’immagine è troppo grande (al massimo %{megabytes} MB)',
  image_type: 'Il file non è un’immagine PNG, JPEG, WebP o GIF',
  'configurator.row_without_article':
    'La riga non ha un articolo: si può configurare solo la riga di un articolo configurabile',
  'configurator.not_configurable':
    'L’articolo %{code} non ha una configurazione: definisci prima le sue opzioni nell’articolo',
  'configurator.cannot_price':
    'La configurazione dell’articolo non permette di calcolare il prezzo della riga: %{reason}',
  'configurator.invalid_values': 'Alcuni valori della configurazione non sono validi',
  'configurator.value_missing': 'Manca un valore necessario per il prezzo',
  'configurator.beyond_table': '%{key} %{value} è oltre la tabella prezzi (che arriva a %{last})',
  'configurator.table_incomplete': 'La tabella prezzi è incompleta',
  'configurator.definition_incomplete':
    'Alla configurazione manca ciò che serve al suo tipo di prezzo',
  'configurator.formula_failed': 'Con questi valori la formula del prezzo non si può calcolare',
  'configurator.formula_division_by_zero':
    'Con questi valori la formula del prezzo divide per zero',
  'configurator.negative_price': 'Il prezzo calcolato è negativo (%{price})',
  'import.unsupported_file':
    'Tipo di file non supportato: carica un foglio di calcolo (.xlsx) o un file CSV',
  'import.damaged_xlsx': 'Il foglio di calcolo è danneggiato o non è un file .xlsx',
  'import.too_many_rows': 'Il file ha più di %{max} righe: dividilo in file più piccoli',
  'import.no_rows': 'Il file non ha righe sotto l’intestazione',
  'import.rows_with_errors':
    '%{count} righe hanno errori: non è stato importato nulla. Correggile e importa di nuovo il file',
  'import.row_field': 'riga %{line}: %{field}',
  'import.too_large_unpacked':
    'Decompresso, il foglio di calcolo supererebbe %{max} MB: dividilo in file più piccoli',
  'import.too_many_entries':
    'Il foglio di calcolo ha più di %{max} parti: non è un normale file .xlsx',
  'import.compression_ratio':
    'Il foglio di calcolo è compresso più di %{max} a 1: non è un normale file .xlsx',
  'import.too_many_columns':
    'Il file supera %{max} colonne con valori: tieni solo le colonne da importare',
  'import.too_many_cells': 'Il file supera %{max} celle: dividilo in file più piccoli',
  'import.field_too_long': 'Il file contiene un valore più lungo di %{max} caratteri',
  'import.row_too_long': 'La riga %{line} supera %{max} caratteri',
  'import.too_many_strings':
    'Il foglio di calcolo ha più di %{max} testi diversi: dividilo in file più piccoli',
  'import.xml_piece':
    'Il foglio di calcolo contiene un tag o un testo più lungo di %{max} caratteri: non è un normale file .xlsx',
  'import.xml_too_deep':
    'Il foglio di calcolo annida i suoi elementi oltre %{max} livelli: non è un normale file .xlsx',
  'documents.transition':
    'Un documento non può passare da «%{from}» a «%{to}»: può passare solo a %{allowed}',
  'documents.transition_final':
    'Un documento non può passare da «%{from}» a «%{to}»: lo stato è definitivo',
  'documents.date_in_year':
    'La data deve restare nel %{year}: il numero %{number}/%{year} appartiene a quell’anno',
  'documents.issued_locked':
    '%{document} è stata emessa: non si può più modificare né eliminare (solo lo stato del pagamento). Per correggerla emetti una nota di credito',
  'documents.already_issued': '%{document} è già stata emessa',
  'documents.not_issuable':
    '%{document} è un ordine: si emettono solo fatture, note di credito e note di debito',
  'documents.issue_no_rows': '%{document} non ha righe: aggiungine almeno una prima di emetterla',
  'documents.issue_date_before':
    'La data non può essere anteriore al %{date}, data di %{last}: i numeri devono seguire le date',
  'documents.issue_date_future': 'La data non può essere successiva a oggi (%{today})',
  'documents.invoice_draft': 'La fattura è una bozza: emettila prima di farne una nota di credito',
  'documents.referenced': '%{other} fa riferimento a %{document}: elimina prima quel documento',
  'documents.not_order': '%{document} non è un ordine: solo gli ordini si trasformano in fatture',
  'documents.order_cancelled': '%{document} è annullato: non si può fatturare',
  'documents.not_invoice':
    '%{document} non è una fattura: solo le fatture ricevono una nota di credito',
  'documents.already_invoiced': '%{document} è già stato fatturato con %{invoice}',
  'documents.row_shipped_quantity':
    '%{quantity} di questa riga sono in liste di spedizione: la quantità non può essere inferiore',
  'documents.overdue_derived':
    '«Scaduto» non si imposta a mano: un documento è scaduto quando non è pagato e la sua prima scadenza è passata',
  'shipping.list_ref': 'La lista di spedizione %{number}/%{year}',
  'shipping.open_list_ref': 'La lista di spedizione aperta %{id}',
  'shipping.already_confirmed': '%{list} è già confermata',
  'shipping.nothing_to_confirm': '%{list} non ha voci: non c’è nulla da confermare',
  'shipping.items_without_label':
    'Ogni voce deve avere un’etichetta prima della conferma: le voci %{ids} non ne hanno (o ne hanno una annullata)',
  'shipping.read_only': '%{list} è confermata e in sola lettura: non si può modificare',
  'shipping.only_order_rows': 'Si possono spedire solo righe di ordini',
  'shipping.order_closed': 'La riga appartiene a %{order}, che è spedito o annullato',
  'shipping.row_not_shippable':
    'La riga di %{order} è «%{status}»: si possono spedire solo righe «%{ready}» o «%{packed}»',
  'shipping.quantity_exceeded':
    'La quantità %{wanted} supera quanto resta da spedire della riga: %{left} su %{total} (%{allocated} già in liste di spedizione)',
  'labels.transition':
    'L’etichetta %{id} non può passare da «%{from}» a «%{to}»: può passare solo a %{allowed}',
  'labels.transition_final':
    'L’etichetta %{id} non può passare da «%{from}» a «%{to}»: lo stato è definitivo',
  'labels.confirmed_list':
    'L’etichetta %{id} appartiene alla lista di spedizione confermata %{number}/%{year}: non si può annullare',
  'labels.voided_not_printable':
    'Le etichette %{ids} sono annullate e non si possono stampare: crea una nuova etichetta per la voce',
  'labels.item_has_label':
    'La voce ha già l’etichetta %{id} («%{status}»): annullala prima di sostituirla',
  refusals: '%{first}; %{rest}',
  'sdi.correction_date':
    'Un documento scartato dallo SDI si corregge e si reinvia con lo stesso numero e la stessa data: la data non può cambiare',
  'sdi.progressive_exhausted': "I progressivi di invio SDI dell'azienda sono esauriti (ZZZZZ)",
  'sdi.export_refused': '%{document} non si può inviare: %{reason}',
  'sdi.nothing_to_send': 'Nessuna fattura o nota da inviare allo SDI con data dal %{from} al %{to}',
  'sdi.too_many_to_send':
    'Più di %{max} documenti da inviare nel periodo: scegli un periodo più breve',
  'sdi.receipt_too_large': 'Troppo grande per una ricevuta SDI (al massimo %{max} kB)',
  'sdi.receipt_unreadable': 'Il file non si legge: non è un XML o uno zip valido',
  'sdi.receipt_not_sdi':
    'Non è una ricevuta SDI (RicevutaConsegna, NotificaScarto, NotificaMancataConsegna, NotificaEsito, AttestazioneTrasmissioneFattura) o non indica il NomeFile',
  'sdi.receipt_unknown_file':
    "Nessun documento dell'azienda è stato inviato con il nome file %{file} (o è stato reinviato con un altro nome)",
  'sdi.receipt_updated': '%{document}: stato SDI ora «%{status}»',
  'sdi.receipt_unchanged': '%{document}: stato SDI «%{status}», già registrato: nulla cambia',
  'sdi.receipt_refused': '%{document} è nello stato SDI «%{status}»: la %{kind} non si applica',
  'sdi.too_many_receipts': 'Troppe ricevute in un solo caricamento: al massimo %{max}',
  'sdi.not_rejected':
    '%{document} non è stato scartato dallo SDI: si reinvia solo un documento scartato; gli altri si correggono con una nota di credito',
};

export default it;
