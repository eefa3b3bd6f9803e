import type { AppMessages } from '../en';
import articleNames from '../../../../contract/messages/articleNames/fr';
import nameTable from '../../../../contract/messages/names/fr';
import transportNames from '../../../../contract/messages/transport/fr';

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
    it: 'Italien',
    en: 'Anglais',
    de: 'Allemand',
    fr: 'Français',
    hu: 'Hongrois',
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
    create: 'Création',
    update: 'Modification',
    delete: 'Suppression',
    issue: 'Émission',
    xml: 'XML téléchargé',
    sdi_export: 'Export XML (zip)',
    sdi_receipts: 'Reçus SDI chargés',
    sdi_resend: 'Renvoi au SDI',
    convert: 'Transformation',
    duplicate: 'Duplication',
    reverse: 'Annulation',
    price_list: 'Liste de prix',
    config: 'Configuration enregistrée',
    item: 'Ligne ajoutée',
    confirm: 'Confirmation',
    allocations: 'Crédit utilisé',
    credit: 'Crédit enregistré',
    unpaid: 'Impayé',
    sign_in: 'Connexion',
    sign_in_failed: 'Connexion échouée',
  },
  label_format: {
    thermal: 'Thermique 100 × 150 mm',
    a6: 'A6 (feuille)',
    a4: 'A4 (quatre par feuille)',
  },
};

export default enums;
