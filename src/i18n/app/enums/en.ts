import articleNames from '../../../../contract/messages/articleNames/en';
import nameTable from '../../../../contract/messages/names/en';
import transportNames from '../../../../contract/messages/transport/en';

/** Status names are the API's too (its messages name them): one source, contract/messages/names/. */
const {
  order_status,
  line_status,
  payment_status,
  label_status,
  shipping_list_status,
  sdi_status,
  buyer_kind,
  sdi_receipt,
  instalment_state,
  ageing_bucket,
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
  line_status,
  payment_status,
  label_status,
  shipping_list_status,
  sdi_status,
  buyer_kind,
  sdi_receipt,
  instalment_state,
  ageing_bucket,
  ...transportNames,
  label_format: {
    thermal: 'Thermal 100 × 150 mm',
    a6: 'A6',
    a4: 'A4 (four per sheet)',
  },
};

export default enums;
