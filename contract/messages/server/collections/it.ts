import type { CollectionsKey } from './en';

const collectionsIt: Record<CollectionsKey, string> = {
  'not_found.instalment': 'Scadenza non trovata',
  'not_found.payment': 'Incasso non trovato',
  'instalments.plan_settled':
    '%{document} ha incassi, crediti o presentazioni in banca sulle sue scadenze: stornali prima di cambiarne importo, data, cliente o condizioni di pagamento',
  'instalments.presented':
    'La scadenza %{position} di %{document} è presentata in banca: registra prima l’esito della banca',
  'instalments.over_open':
    'La scadenza %{position} di %{document} ha un residuo di %{open}: non può ricevere %{amount}',
  'instalments.nothing_open': 'La scadenza %{position} di %{document} non ha residuo da saldare',
  'payments.over_amount':
    'Le assegnazioni sommano %{allocated}, ma dell’incasso restano da assegnare solo %{left}',
  'payments.over_amount_field': 'Al massimo %{left} in tutto',
  'payments.not_customers': 'Scegli scadenze del cliente dell’incasso',
  'payments.reversed': 'Questo incasso è stato stornato il %{date}: non può più cambiare',
  'payments.credit_note_reverse':
    'Questo è il credito di %{document}: segue la nota di credito e non si storna (la nota si corregge con una nota di debito)',
  'payments.credit_note_used':
    'Il credito di %{document} è già assegnato a delle scadenze: il cliente non può cambiare, né l’importo scendere sotto quanto assegnato',
  'payments.future_date': 'La data dell’incasso non può essere successiva a oggi (%{today})',
  'not_found.bank_batch': 'Distinta non trovata',
  'not_found.sdd_mandate': 'Mandato non trovato',
  'bank_batches.credit_date_past':
    'La data di accredito non può essere precedente a oggi (%{today})',
  'bank_batches.collection_date':
    'La data di addebito deve essere un giorno lavorativo TARGET, dal %{earliest} in poi',
  'bank_batches.account_riba':
    'Il conto %{account} deve avere il codice SIA e un IBAN italiano per presentare RiBa',
  'bank_batches.account_sdd':
    'Il conto %{account} deve avere il codice identificativo creditore SEPA per presentare addebiti diretti',
  'bank_batches.method_riba':
    'La scadenza %{position} di %{document} non si incassa con RiBa (MP12)',
  'bank_batches.method_sdd':
    'La scadenza %{position} di %{document} non si incassa con addebito diretto SEPA (MP19, MP20, MP21)',
  'bank_batches.customer_bank':
    '%{customer} non ha né ABI e CAB né un IBAN italiano: la RiBa richiede la banca del cliente',
  'bank_batches.no_mandate':
    '%{customer} non ha un mandato SEPA firmato entro la data di addebito e non revocato',
  'bank_batches.mandate_used':
    'Il mandato %{reference} di %{customer} è per un solo addebito ed è già stato usato',
  'bank_batches.not_ready_riba':
    'Alcune scadenze non possono entrare in una distinta RiBa: vedi quelle segnalate',
  'bank_batches.not_ready_sdd':
    'Alcune scadenze non possono entrare in una distinta di addebiti diretti: vedi quelle segnalate',
  'bank_batches.credited':
    'Questa distinta è stata accreditata il %{date}: quanto accreditato non si accredita di nuovo',
  'bank_batches.item_unpaid': 'Questa scadenza è già stata segnalata insoluta il %{date}',
  'bank_batches.future_date': 'La data non può essere successiva a oggi (%{today})',
  'sdd_mandates.reference_taken': 'Il riferimento %{reference} è già di un altro mandato',
  'sdd_mandates.used':
    'Il mandato %{reference} ha già addebiti: non si può modificare né eliminare, revocalo',
  'sdd_mandates.revoked': 'Questo mandato è stato revocato il %{date}',
  'not_found.reminder': 'Sollecito non trovato',
  'reminders.nothing_overdue':
    '%{customer} non ha scadenze scadute al %{date}: non c’è nulla da sollecitare',
  'reminders.future_date': 'Il sollecito non può avere una data successiva a oggi (%{today})',
};

export default collectionsIt;
