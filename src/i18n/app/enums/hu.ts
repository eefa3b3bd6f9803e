import type { AppMessages } from '../en';
import articleNames from '../../../../contract/messages/articleNames/hu';
import nameTable from '../../../../contract/messages/names/hu';
import transportNames from '../../../../contract/messages/transport/hu';

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
    it: 'Olasz',
    en: 'Angol',
    de: 'Német',
    fr: 'Francia',
    hu: 'Magyar',
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
    create: 'Létrehozás',
    update: 'Módosítás',
    delete: 'Törlés',
    issue: 'Kiállítás',
    xml: 'XML letöltve',
    sdi_export: 'XML-export (zip)',
    sdi_receipts: 'SDI-nyugták feltöltve',
    sdi_resend: 'Újraküldés az SDI-nek',
    convert: 'Átalakítás',
    duplicate: 'Másolás',
    reverse: 'Sztornó',
    price_list: 'Árlista',
    config: 'Konfiguráció mentve',
    item: 'Sor hozzáadva',
    confirm: 'Megerősítés',
    allocations: 'Jóváírás felhasználva',
    credit: 'Jóváírás rögzítve',
    unpaid: 'Nem fizetett',
    sign_in: 'Bejelentkezés',
    sign_in_failed: 'Sikertelen bejelentkezés',
  },
  label_format: {
    thermal: 'Hőpapír 100 × 150 mm',
    a6: 'A6 lap',
    a4: 'A4 (négy laponként)',
  },
};

export default enums;
