import type { DocumentsKey } from './en';

const documentsIt: Record<DocumentsKey, string> = {
  'documents.transition':
    'Un documento non può passare da «%{from}» a «%{to}»: può passare solo a %{allowed}',
  'documents.status_from_payments':
    'Lo stato del pagamento segue gli incassi: registra l’incasso in «Incassi» (o stornane uno) invece di cambiarlo',
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
  'documents.row_shipped_quantity':
    '%{quantity} di questa riga sono in liste di spedizione: la quantità non può essere inferiore',
  'documents.overdue_derived':
    '«Scaduto» non si imposta a mano: un documento è scaduto quando non è pagato e la sua prima scadenza è passata',
  'documents.row_already_invoiced':
    'Non resta nulla da fatturare di %{document}: la riga %{row} (%{description}) è fatturata con %{invoice}',
  'documents.left_to_deferred':
    'Quanto resta da fatturare di %{document} è su DDT confermati, lasciati alla fatturazione differita: scegli di fatturarlo ora citando i DDT',
  'documents.nothing_to_invoice': '%{document} non ha righe da fatturare',
  'documents.row_over_order':
    'Della riga %{row} di %{order} restano da fatturare %{left} (ordinati %{quantity}, fatturati %{invoiced} con %{invoice}): una quantità maggiore la fatturerebbe due volte',
  'documents.row_invoiced_quantity':
    '%{quantity} di questa riga sono fatturati con %{invoice}: la quantità non può essere inferiore',
  'documents.row_over_ordered':
    'La riga %{row} di %{order} ha %{quantity} ordinati: una fattura non può fatturarne di più',
  'documents.vat_treatment':
    'La riga %{line} ha %{treatment}, che non si applica a %{customer} (%{kind}): usa un’aliquota IVA o una di queste nature: %{natures}',
  'documents.vat_treatment_zero':
    'La riga %{line} ha %{treatment}, che non si applica a %{customer} (%{kind}): a questo cliente non si addebita l’IVA italiana, usa lo 0 % con una di queste nature: %{natures}',
  'documents.issue_late_immediate':
    '%{document} è in ritardo: datata %{date}, andava emessa entro il %{deadline}, 12 giorni dopo l’operazione (art. 21, c. 4, DPR 633/72). Si può emettere ora, ma il ritardo è sanzionabile',
  'documents.issue_late_deferred':
    '%{document} è in ritardo: fattura differita di DDT del %{ddt}, andava emessa entro il %{deadline}, il 15 del mese dopo i DDT (art. 21, c. 4, lett. a, DPR 633/72). Si può emettere ora, ma il ritardo è sanzionabile',
  'documents.note_unlinked':
    '%{document} non dice quale fattura rettifica: sceglila in «Fattura rettificata», oppure scrivi perché non ne rettifica una sola (es. sconto di fine anno su più fatture)',
  'documents.expired_derived':
    '«Scaduto» non si imposta a mano: un preventivo è scaduto quando è in bozza o inviato e la sua validità è passata. Per prorogarlo cambia la data «Valido fino al»',
  'documents.not_quote':
    '%{document} non è un preventivo: solo i preventivi si trasformano in ordini',
  'documents.quote_refused':
    '%{document} è stato rifiutato: riaprilo (stato «Bozza») prima di trasformarlo in ordine',
  'documents.quote_converted':
    '%{document} è già diventato %{order}: un preventivo si trasforma in ordine una sola volta',
};

export default documentsIt;
