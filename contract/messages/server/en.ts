import { NO_ACTIVE_COMPANY } from '../../common';
import ddtEn from './ddt/en';
import deferredEn from './deferred/en';
import fatturapaEn from './fatturapa/en';
import destinationsEn from './destinations/en';
import importEn from './import/en';

/**
 * The API's own messages (English: the reference key set; the other languages are typed
 * against it). `%{name}` is a parameter, filled by `translate()`; a parameter may be another
 * message (`document_type.invoice`, `label_status.voided`), translated alike.
 */
const en = {
  ...fatturapaEn,
  ...ddtEn,
  ...deferredEn,
  ...destinationsEn,
  ...importEn,
  // Requests as a whole
  invalid_input: 'Invalid input: check the highlighted fields',
  bad_request: 'The request is not valid',
  malformed_form_data: 'The form data is damaged: send it again',
  unsupported_media_type: 'This content type is not supported',
  body_too_large: 'The request is too large',
  file_too_large: 'The file is too large',
  too_many_parts: 'The form has too many fields or files',
  too_many_requests: 'Too many requests: try again in %{seconds} seconds',
  route_not_found: 'Not found: %{method} %{path}',
  not_found: 'Not found',
  forbidden: 'You are not allowed to do this',
  method_not_allowed: 'This operation is not allowed here',
  conflict: 'The request conflicts with the current data',
  request_refused: 'The request was refused',
  internal_error: 'Internal server error: the problem has been logged',
  // Session
  unauthorized: 'You are not signed in, or your session has expired: sign in again',
  invalid_credentials: 'Invalid e-mail or password',
  too_many_sign_ins: 'Too many failed sign-in attempts: try again in %{seconds} seconds',
  signed_out: 'Signed out',
  // Never shown: the SPA redirects to the company choice on this exact text (spec section 7).
  no_active_company: NO_ACTIVE_COMPANY,
  company_not_found: 'Company not found, or you are not one of its users',
  company_changed:
    'This tab was working on %{from}, but meanwhile the active company became %{to} (in another tab). Nothing was saved.',
  company_changed_unknown:
    'The active company is %{to}, but this tab was working on another company. Nothing was saved.',
  // Records
  'not_found.article': 'Article not found',
  'not_found.customer': 'Customer not found',
  'not_found.general_reg': 'Registry entry not found',
  'not_found.record': 'Record not found: it may have been deleted',
  'not_found.price': 'Price not found',
  'not_found.customer_article': 'Customer article not found',
  'not_found.document': 'Document not found',
  'not_found.row': 'Row not found',
  'not_found.shipping_list': 'Shipping list not found',
  'not_found.shipping_item': 'Shipping item not found',
  'not_found.labels': 'Labels not found: %{ids}',
  stale_version:
    '%{what}: someone else saved version %{current} in the meantime (you edited version %{edited}). Reload it and apply your changes again',
  document_ref: '%{type} %{number}/%{year}',
  document_draft_ref: '%{type} (draft)',
  // Database refusals
  'db.invalid_value': 'A value is not valid',
  'db.value_too_long': 'A text is too long',
  'db.invalid_text': 'A text contains characters that cannot be stored',
  'db.number_out_of_range': 'A number is out of range',
  'db.invalid_date': 'A date is not valid',
  'db.duplicate': 'A record with the same data already exists',
  'db.referenced': 'The record is used by other records and cannot be deleted',
  'db.concurrent': 'Someone else changed the record at the same time: try again',
  'db.customer_in_use': 'The customer is used by documents and cannot be deleted',
  'db.article_in_use': 'The article is used by document rows and cannot be deleted',
  'db.document_referenced': 'The document is referenced by another document and cannot be deleted',
  'db.row_on_shipping_list':
    'The row is on a shipping list: remove it from the list first (rows of a confirmed list stay)',
  'unique.article_code': 'An article with this code already exists',
  'unique.registry_code': 'A customer with this registry code already exists',
  'unique.customer_general_reg': 'This registry entry is already a customer',
  'unique.customer_article': 'The customer already has a code for this article',
  'unique.document_number': 'A document of this type already has this number in the year',
  'unique.code_taken': 'Code already in use',
  'unique.taken': 'Another record already has this value: change the highlighted field',
  'unique.value_taken': 'Value already in use',
  // Articles and configurations
  article_in_use:
    'The article %{code} is used by %{prices} customer prices and %{codes} customer articles: remove those first, or set it to discontinued',
  image_too_large: 'The image is too large (at most %{megabytes} MB)',
  image_type: 'The file is not a PNG, JPEG, WebP or GIF image',
  'configurator.row_without_article':
    'The row has no article: only a row of a configurable article can be configured',
  'configurator.not_configurable':
    'The article %{code} has no configuration: define its options on the article first',
  'configurator.cannot_price': 'The configuration of the article cannot price the row: %{reason}',
  'configurator.invalid_values': 'Some configuration values are not valid',
  'configurator.value_missing': 'A value needed by the price is missing',
  'configurator.beyond_table': '%{key} %{value} is beyond the price table (up to %{last})',
  'configurator.table_incomplete': 'The price table is incomplete',
  'configurator.definition_incomplete': 'The configuration lacks what its pricing type needs',
  'configurator.formula_failed': 'The price formula cannot be evaluated with these values',
  'configurator.formula_division_by_zero': 'The price formula divides by zero with these values',
  'configurator.negative_price': 'The computed price is negative (%{price})',
  // Import of articles
  'import.unsupported_file': 'Unsupported file type: upload a spreadsheet (.xlsx) or a CSV file',
  'import.damaged_xlsx': 'The spreadsheet file is damaged or not an .xlsx',
  'import.too_many_rows': 'The file has more than %{max} rows: split it into smaller files',
  'import.no_rows': 'The file has no rows under its header',
  'import.rows_with_errors':
    '%{count} rows have errors: nothing was imported. Fix them and import the file again',
  'import.row_field': 'row %{line}: %{field}',
  'import.too_large_unpacked':
    'Unpacked, the spreadsheet would exceed %{max} MB: split it into smaller files',
  'import.too_many_entries':
    'The spreadsheet has more than %{max} parts: it is not a normal .xlsx file',
  'import.compression_ratio':
    'The spreadsheet is compressed more than %{max} to 1: it is not a normal .xlsx file',
  'import.too_many_columns':
    'The file has values in more than %{max} columns: keep only the columns to import',
  'import.too_many_cells': 'The file has more than %{max} cells: split it into smaller files',
  'import.field_too_long': 'The file has a value longer than %{max} characters',
  'import.row_too_long': 'Row %{line} is longer than %{max} characters',
  'import.too_many_strings':
    'The spreadsheet has more than %{max} different texts: split it into smaller files',
  'import.xml_piece':
    'The spreadsheet has a tag or text longer than %{max} characters: it is not a normal .xlsx file',
  'import.xml_too_deep':
    'The spreadsheet nests its elements more than %{max} levels deep: it is not a normal .xlsx file',
  // Documents
  'documents.transition':
    'A document cannot go from "%{from}" to "%{to}": it can only go to %{allowed}',
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
  'documents.already_invoiced': '%{document} was already invoiced with %{invoice}',
  'documents.row_shipped_quantity':
    '%{quantity} of this row are on shipping lists: its quantity cannot be less',
  'documents.overdue_derived':
    '"Overdue" is not set by hand: a document is overdue when it is not paid and its first due date has passed',
  // Shipping lists and labels
  'shipping.list_ref': 'Shipping list %{number}/%{year}',
  'shipping.open_list_ref': 'The open shipping list %{id}',
  'shipping.already_confirmed': '%{list} is already confirmed',
  'shipping.nothing_to_confirm': '%{list} has no items: nothing to confirm',
  'shipping.items_without_label':
    'Every item needs a label before confirming: items %{ids} have none (or a voided one)',
  'shipping.read_only': '%{list} is confirmed and read-only: it cannot be changed',
  'shipping.only_order_rows': 'Only rows of orders can be shipped',
  'shipping.order_closed': 'The row belongs to %{order}, which is shipped or cancelled',
  'shipping.row_not_shippable':
    'The row of %{order} is "%{status}": only rows "%{ready}" or "%{packed}" can be shipped',
  'shipping.quantity_exceeded':
    'The quantity %{wanted} exceeds what is left to ship of the row: %{left} of %{total} (%{allocated} already on shipping lists)',
  'labels.transition':
    'Label %{id} cannot go from "%{from}" to "%{to}": it can only go to %{allowed}',
  'labels.transition_final': 'Label %{id} cannot go from "%{from}" to "%{to}": it is final',
  'labels.confirmed_list':
    'Label %{id} belongs to confirmed shipping list %{number}/%{year}: it cannot be voided',
  'labels.voided_not_printable':
    'Labels %{ids} are voided and cannot be printed: create a new label for the item',
  'labels.item_has_label':
    'The item already has label %{id} ("%{status}"): void it first to replace it',
  refusals: '%{first}; %{rest}',
  'sdi.correction_date':
    'A document rejected by the SDI is corrected and sent again with the same number and date: the date cannot change',
  'sdi.progressive_exhausted': "The company's SDI sending progressives are used up (ZZZZZ)",
  'sdi.export_refused': '%{document} cannot be sent: %{reason}',
  'sdi.nothing_to_send': 'No invoice or note to send to the SDI dated from %{from} to %{to}',
  'sdi.too_many_to_send':
    'More than %{max} documents to send in the period: choose a shorter period',
  'sdi.receipt_too_large': 'Too large for an SDI receipt (at most %{max} kB)',
  'sdi.receipt_unreadable': 'The file cannot be read: it is not a valid XML or zip file',
  'sdi.receipt_not_sdi':
    'Not an SDI receipt (RicevutaConsegna, NotificaScarto, NotificaMancataConsegna, NotificaEsito, AttestazioneTrasmissioneFattura), or it names no NomeFile',
  'sdi.receipt_unknown_file':
    'No document of the company was sent with the file name %{file} (or it was sent again under another name)',
  'sdi.receipt_updated': '%{document}: SDI state now “%{status}”',
  'sdi.receipt_unchanged': '%{document}: SDI state “%{status}”, already recorded: nothing changes',
  'sdi.receipt_refused': '%{document} is in SDI state “%{status}”: the %{kind} does not apply',
  'sdi.too_many_receipts': 'Too many receipts in one upload: at most %{max}',
  'sdi.not_rejected':
    '%{document} was not rejected by the SDI: only a rejected document is sent again; the others are corrected with a credit note',
} as const;

export default en;

export type ServerKey = keyof typeof en;
/** Another language's catalogue: every key of the English one, any text. */
export type ServerCatalogue = Record<ServerKey, string>;
