import type { AppMessages } from '../en';
import articleNames from '../../../../contract/messages/articleNames/de';
import nameTable from '../../../../contract/messages/names/de';
import transportNames from '../../../../contract/messages/transport/de';

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
    it: 'Italienisch',
    en: 'Englisch',
    de: 'Deutsch',
    fr: 'Französisch',
    hu: 'Ungarisch',
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
    create: 'Angelegt',
    update: 'Geändert',
    delete: 'Gelöscht',
    issue: 'Ausgestellt',
    xml: 'XML heruntergeladen',
    sdi_export: 'XML-Export (zip)',
    sdi_receipts: 'SDI-Quittungen hochgeladen',
    sdi_resend: 'Erneut an SDI gesendet',
    convert: 'Umgewandelt',
    duplicate: 'Dupliziert',
    reverse: 'Storniert',
    price_list: 'Preisliste',
    config: 'Konfiguration gespeichert',
    item: 'Zeile hinzugefügt',
    confirm: 'Bestätigt',
    allocations: 'Guthaben verwendet',
    credit: 'Gutschrift erfasst',
    unpaid: 'Unbezahlt',
    sign_in: 'Angemeldet',
    sign_in_failed: 'Fehlgeschlagene Anmeldung',
  },
  label_format: {
    thermal: 'Thermo 100 × 150 mm',
    a6: 'A6 (Blatt)',
    a4: 'A4 (vier pro Blatt)',
  },
};

export default enums;
