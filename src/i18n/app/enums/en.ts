import articleNames from '../../../../contract/messages/articleNames/en';
import nameTable from '../../../../contract/messages/names/en';
import transportNames from '../../../../contract/messages/transport/en';

/** Status names are the API's too (its messages name them): one source, contract/messages/names/. */
const {
  order_status,
  quote_status,
  line_status,
  payment_status,
  label_status,
  shipping_list_status,
  sdi_status,
  buyer_kind,
  sdi_receipt,
  instalment_state,
  ageing_bucket,
  role,
} = nameTable;

/** An article's coded values: contract/messages/articleNames/ (the import reads them too). */
const { fields: _fields, ...enumNames } = articleNames;

/** English enums messages (the reference for the other languages' keys). */
const enums = {
  ...enumNames,
  language: {
    it: 'Italian',
    en: 'English',
    de: 'German',
    fr: 'French',
    hu: 'Hungarian',
  },
  order_status,
  quote_status,
  line_status,
  payment_status,
  label_status,
  shipping_list_status,
  sdi_status,
  buyer_kind,
  sdi_receipt,
  instalment_state,
  ageing_bucket,
  role,
  ...transportNames,
  audit_action: {
    create: 'Created',
    update: 'Changed',
    delete: 'Deleted',
    issue: 'Issued',
    xml: 'XML downloaded',
    sdi_export: 'XML export (zip)',
    sdi_receipts: 'SDI receipts uploaded',
    sdi_resend: 'Sent to SDI again',
    convert: 'Converted',
    duplicate: 'Duplicated',
    reverse: 'Reversed',
    price_list: 'Price list',
    config: 'Configuration saved',
    item: 'Row added',
    confirm: 'Confirmed',
    allocations: 'Credit used',
    credit: 'Credit recorded',
    unpaid: 'Unpaid',
    sign_in: 'Signed in',
    sign_in_failed: 'Failed sign-in',
  },
  label_format: {
    thermal: 'Thermal 100 × 150 mm',
    a6: 'A6',
    a4: 'A4 (four per sheet)',
  },
};

export default enums;
