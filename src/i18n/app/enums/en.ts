import { articleNames } from '../../../../contract/messages/articleNames';
import { nameTables } from '../../../../contract/messages/names';
import { transportNames } from '../../../../contract/messages/transport';

/** Status names are the API's too (its messages name them): one source, contract/messages/names.ts. */
const {
  order_status,
  line_status,
  payment_status,
  label_status,
  shipping_list_status,
  sdi_status,
} = nameTables.en;

/** An article's coded values: contract/messages/articleNames.ts (the import reads them too). */
const { fields: _fields, ...enumNames } = articleNames.en;

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
  ...transportNames.en,
  label_format: {
    thermal: 'Thermal 100 × 150 mm',
    a6: 'A6',
    a4: 'A4 (four per sheet)',
  },
};

export default enums;
