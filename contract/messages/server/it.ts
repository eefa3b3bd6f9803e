import { NO_ACTIVE_COMPANY } from '../../constants';
import type { ServerCatalogue } from './en';
import shippingListsIt from './shipping-lists/it';
import deferredInvoicesIt from './deferred-invoices/it';
import sdiIt from './sdi/it';
import articlesIt from './articles/it';
import destinationsIt from './destinations/it';
import lettersOfIntentIt from './letters-of-intent/it';
import collectionsIt from './collections/it';
import configuratorIt from './configurator/it';
import documentsIt from './documents/it';
import membersIt from './members/it';
import stockIt from './stock/it';

const it: ServerCatalogue = {
  ...shippingListsIt,
  ...deferredInvoicesIt,
  ...sdiIt,
  ...articlesIt,
  ...destinationsIt,
  ...lettersOfIntentIt,
  ...collectionsIt,
  ...configuratorIt,
  ...documentsIt,
  ...membersIt,
  ...stockIt,
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
  'request.in_progress': 'Questa operazione è già in corso: attendi la sua risposta',
  request_refused: 'La richiesta è stata rifiutata',
  internal_error: 'Errore interno del server: il problema è stato registrato',
  forbidden_role:
    'Il tuo ruolo (%{role}) non permette questa operazione: chiedi a un titolare dell’azienda',
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
  'db.carrier_in_use':
    'Il vettore è indicato in alcune liste di spedizione: sceglierne un altro in quelle liste prima di eliminarlo',
  'db.payment_term_customers':
    'Queste condizioni di pagamento sono assegnate ad alcuni clienti: assegnane altre a quei clienti prima di eliminarle',
  'db.payment_term_documents':
    'Queste condizioni di pagamento sono usate in alcuni documenti e non possono essere eliminate',
  'db.general_reg_customer': 'Questa anagrafica è un cliente: elimina prima il cliente',
  'db.article_customer_codes':
    'L’articolo ha codici o prezzi personalizzati di alcuni clienti: eliminali prima di eliminare l’articolo',
  'db.destination_in_use':
    'La destinazione è usata in documenti o liste di spedizione e non può essere eliminata',
  'db.article_in_use': 'L’articolo è usato in righe di documenti e non può essere eliminato',
  'db.document_referenced':
    'Il documento è collegato a un altro documento e non può essere eliminato',
  'db.row_on_shipping_list':
    'La riga è in una lista di spedizione: toglila prima dalla lista (le righe di una lista confermata restano)',
  'unique.article_code': 'Esiste già un articolo con questo codice',
  'unique.registry_code': 'Esiste già un cliente con questo codice anagrafico',
  'unique.customer_general_reg': 'Questa anagrafica è già un cliente',
  'ambiguous.article_price':
    'Il listino «%{list}» ha già un prezzo da %{quantity} pezzi: modifica quello o scegli un’altra quantità minima',
  'ambiguous.customer_price':
    'Questo cliente ha già un prezzo per %{article} da %{quantity} pezzi nello stesso periodo: modifica quello o indica date che non si sovrappongano',
  'ambiguous.customer_code':
    'Il codice «%{code}» indica già %{article} per questo cliente: un codice cliente può indicare un solo articolo',
  'unique.customer_article': 'Il cliente ha già un codice per questo articolo',
  'unique.document_number': 'Un documento di questo tipo ha già questo numero nell’anno',
  'unique.code_taken': 'Codice già in uso',
  'unique.taken': 'Un altro record ha già questo valore: cambia il campo evidenziato',
  'unique.value_taken': 'Valore già in uso',
  article_in_use:
    'L’articolo %{code} è usato da %{prices} prezzi cliente e %{codes} articoli cliente: eliminali prima, oppure mettilo fuori produzione',
  image_too_large: 'L’immagine è troppo grande (al massimo %{megabytes} MB)',
  image_type: 'Il file non è un’immagine PNG, JPEG, WebP o GIF',
  refusals: '%{first}; %{rest}',
};

export default it;
