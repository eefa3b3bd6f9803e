import { NO_ACTIVE_COMPANY } from '../../constants';
import shippingListsEn from './shipping-lists/en';
import deferredInvoicesEn from './deferred-invoices/en';
import sdiEn from './sdi/en';
import articlesEn from './articles/en';
import destinationsEn from './destinations/en';
import lettersOfIntentEn from './letters-of-intent/en';
import collectionsEn from './collections/en';
import configuratorEn from './configurator/en';
import documentsEn from './documents/en';
import membersEn from './members/en';
import stockEn from './stock/en';

/**
 * The API's own messages (English: the reference key set; the other languages are typed
 * against it). `%{name}` is a parameter, filled by `translate()`; a parameter may be another
 * message (`document_type.invoice`, `label_status.voided`), translated alike.
 */
const en = {
  ...shippingListsEn,
  ...deferredInvoicesEn,
  ...sdiEn,
  ...articlesEn,
  ...destinationsEn,
  ...lettersOfIntentEn,
  ...collectionsEn,
  ...configuratorEn,
  ...documentsEn,
  ...membersEn,
  ...stockEn,
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
  'request.in_progress': 'This operation is already running: wait for its answer',
  request_refused: 'The request was refused',
  internal_error: 'Internal server error: the problem has been logged',
  // Session
  forbidden_role: 'Your role (%{role}) does not allow this: ask an owner of the company',
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
  'db.carrier_in_use':
    'The carrier is named on shipping lists: choose another one on those lists before deleting it',
  'db.payment_term_customers':
    'These payment terms are assigned to customers: give those customers other terms before deleting them',
  'db.payment_term_documents': 'These payment terms are used by documents and cannot be deleted',
  'db.general_reg_customer': 'This registry entry is a customer: delete the customer first',
  'db.article_customer_codes':
    'The article has customers’ own codes or prices: delete them before deleting the article',
  'db.destination_in_use':
    'The destination is used by documents or shipping lists and cannot be deleted',
  'db.article_in_use': 'The article is used by document rows and cannot be deleted',
  'db.document_referenced': 'The document is referenced by another document and cannot be deleted',
  'db.row_on_shipping_list':
    'The row is on a shipping list: remove it from the list first (rows of a confirmed list stay)',
  'unique.article_code': 'An article with this code already exists',
  'unique.registry_code': 'A customer with this registry code already exists',
  'unique.customer_general_reg': 'This registry entry is already a customer',
  'ambiguous.article_price':
    'The list “%{list}” already has a price from %{quantity} pieces: change that one, or choose another minimum quantity',
  'ambiguous.customer_price':
    'This customer already has a price for %{article} from %{quantity} pieces in the same period: change that one, or give dates that do not overlap',
  'ambiguous.customer_code':
    'The code “%{code}” already names %{article} for this customer: one customer code can name one article only',
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
  refusals: '%{first}; %{rest}',
} as const;

export default en;

export type ServerKey = keyof typeof en;
/** Another language's catalogue: every key of the English one, any text. */
export type ServerCatalogue = Record<ServerKey, string>;
