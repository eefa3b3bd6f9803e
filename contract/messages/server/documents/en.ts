/**
 * The sales documents' messages: rows, numbering, issuing, transitions. Spread into the server catalogue of each
 * language (`../<lang>.ts`); English is the reference key set.
 */
const documentsEn = {
  // Documents
  'documents.transition':
    'A document cannot go from "%{from}" to "%{to}": it can only go to %{allowed}',
  'documents.status_from_payments':
    'The payment status follows the payments: record the payment in “Payments” (or reverse one) instead of changing it',
  'documents.transition_final': 'A document cannot go from "%{from}" to "%{to}": it is final',
  'documents.date_in_year':
    'The date must stay in %{year}: number %{number}/%{year} belongs to that year',
  'documents.issued_locked':
    '%{document} is issued: it can no longer be changed or deleted (only its payment status can). To correct it, issue a credit note',
  'documents.already_issued': '%{document} is already issued',
  'documents.not_issuable':
    '%{document} is an order: only invoices, credit notes and debit notes are issued',
  'documents.issue_no_rows': '%{document} has no rows: add at least one before issuing it',
  'documents.issue_date_before':
    'The date cannot be before %{date}, the date of %{last}: numbers must follow dates',
  'documents.issue_date_future': 'The date cannot be after today (%{today})',
  'documents.invoice_draft': 'The invoice is a draft: issue it before making a credit note for it',
  'documents.referenced': '%{document} is referenced by %{other}: delete that document first',
  'documents.not_order': '%{document} is not an order: only orders are turned into invoices',
  'documents.order_cancelled': '%{document} is cancelled: it cannot be invoiced',
  'documents.not_invoice': '%{document} is not an invoice: only invoices get a credit note',
  'documents.row_shipped_quantity':
    '%{quantity} of this row are on shipping lists: its quantity cannot be less',
  'documents.overdue_derived':
    '"Overdue" is not set by hand: a document is overdue when it is not paid and its first due date has passed',
  'documents.row_already_invoiced':
    'Nothing is left to invoice of %{document}: row %{row} (%{description}) is billed by %{invoice}',
  'documents.left_to_deferred':
    'What is left to invoice of %{document} is on confirmed DDTs, left to the deferred invoicing: choose to invoice it now, citing the DDTs',
  'documents.nothing_to_invoice': '%{document} has no rows to invoice',
  'documents.row_over_order':
    'Row %{row} of %{order} has %{left} left to invoice (%{quantity} ordered, %{invoiced} billed by %{invoice}): a larger quantity would bill it twice',
  'documents.row_invoiced_quantity':
    '%{quantity} of this row are billed by %{invoice}: the quantity cannot be lower',
  'documents.row_over_ordered':
    'Row %{row} of %{order} has %{quantity} ordered: an invoice cannot bill more of it',
  'documents.vat_treatment':
    'Line %{line} has %{treatment}, which does not apply to %{customer} (%{kind}): use a VAT rate or one of these natures: %{natures}',
  'documents.vat_treatment_zero':
    'Line %{line} has %{treatment}, which does not apply to %{customer} (%{kind}): this customer is not charged Italian VAT, use 0 % with one of these natures: %{natures}',
  'documents.issue_late_immediate':
    '%{document} is late: dated %{date}, it was due by %{deadline}, 12 days after the operation (art. 21(4) DPR 633/72). It can be issued now, but the delay may be fined',
  'documents.issue_late_deferred':
    '%{document} is late: a deferred invoice of DDTs of %{ddt}, it was due by %{deadline}, the 15th of the month after the DDTs (art. 21(4)(a) DPR 633/72). It can be issued now, but the delay may be fined',
  'documents.note_unlinked':
    '%{document} does not say which invoice it corrects: pick it in «Corrected invoice», or write why it corrects no single invoice (e.g. a year-end discount on several invoices)',
  'documents.expired_derived':
    '«Expired» is not set by hand: a quote is expired when it is a draft or sent and its validity date has passed. To extend it, change «Valid until»',
  'documents.not_quote': '%{document} is not a quote: only quotes become orders',
  'documents.quote_refused':
    '%{document} was refused: reopen it (status «Draft») before turning it into an order',
  'documents.quote_converted':
    '%{document} already became %{order}: a quote becomes an order only once',
} as const;

export default documentsEn;
export type DocumentsKey = keyof typeof documentsEn;
