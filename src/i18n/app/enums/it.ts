import type { AppMessages } from '../en';
import articleNames from '../../../../contract/messages/articleNames/it';
import nameTable from '../../../../contract/messages/names/it';
import transportNames from '../../../../contract/messages/transport/it';

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

const enums: AppMessages['enums'] = {
  ...enumNames,
  language: {
    it: 'Italiano',
    en: 'Inglese',
    de: 'Tedesco',
    fr: 'Francese',
    hu: 'Ungherese',
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
    create: 'Creazione',
    update: 'Modifica',
    delete: 'Eliminazione',
    issue: 'Emissione',
    xml: 'Download XML',
    sdi_export: 'Esportazione XML (zip)',
    sdi_receipts: 'Caricamento ricevute SDI',
    sdi_resend: 'Nuovo invio SDI',
    convert: 'Trasformazione',
    duplicate: 'Duplicazione',
    reverse: 'Storno',
    price_list: 'Listino prezzi',
    config: 'Configurazione salvata',
    item: 'Riga aggiunta',
    confirm: 'Conferma',
    allocations: 'Uso del credito',
    credit: 'Accredito',
    unpaid: 'Insoluto',
    sign_in: 'Accesso',
    sign_in_failed: 'Accesso non riuscito',
  },
  label_format: {
    thermal: 'Termica 100 × 150 mm',
    a6: 'A6',
    a4: 'A4 (quattro per foglio)',
  },
};

export default enums;
