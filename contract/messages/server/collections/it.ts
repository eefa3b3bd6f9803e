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
};

export default collectionsIt;
