import type { AppMessages } from '../en';
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
} = nameTables.de;

const enums: AppMessages['enums'] = {
  lifecycle: {
    draft: 'Entwurf',
    in_review: 'In Prüfung',
    active: 'Aktiv',
    discontinued: 'Eingestellt',
  },
  pricing_type: {
    fixed: 'Festpreis',
    calculated: 'Berechnet',
    tabular: 'Nach Tabelle',
  },
  vat_rate: {
    '22': '22 %',
    '10': '10 %',
    '5': '5 %',
    '4': '4 %',
    '0': '0 %',
  },
  vat_nature: {
    N1: 'N1 – Ausgeschlossen (Art. 15 DPR 633/72)',
    N2_1: 'N2.1 – Nicht steuerbar (Art. 7 DPR 633/72)',
    N2_2: 'N2.2 – Nicht steuerbar – sonstige Fälle',
    N3_1: 'N3.1 – Steuerfrei – Ausfuhren',
    N3_2: 'N3.2 – Steuerfrei – innergemeinschaftliche Lieferungen',
    N3_3: 'N3.3 – Steuerfrei – Lieferungen nach San Marino',
    N3_4: 'N3.4 – Steuerfrei – ausfuhrgleiche Umsätze',
    N3_5: 'N3.5 – Steuerfrei – aufgrund einer Absichtserklärung',
    N3_6: 'N3.6 – Steuerfrei – sonstige Umsätze ohne Plafond',
    N4: 'N4 – Steuerbefreit',
    N5: 'N5 – Differenzbesteuerung / MwSt. nicht ausgewiesen',
    N6_1: 'N6.1 – Steuerschuldumkehr – Schrott und Altmaterial',
    N6_2: 'N6.2 – Steuerschuldumkehr – Gold und Silber',
    N6_3: 'N6.3 – Steuerschuldumkehr – Subunternehmer im Baugewerbe',
    N6_4: 'N6.4 – Steuerschuldumkehr – Verkauf von Gebäuden',
    N6_5: 'N6.5 – Steuerschuldumkehr – Mobiltelefone',
    N6_6: 'N6.6 – Steuerschuldumkehr – elektronische Produkte',
    N6_7: 'N6.7 – Steuerschuldumkehr – Baugewerbe und verwandte Bereiche',
    N6_8: 'N6.8 – Steuerschuldumkehr – Energiesektor',
    N6_9: 'N6.9 – Steuerschuldumkehr – sonstige Fälle',
    N7: 'N7 – MwSt. in einem anderen EU-Staat entrichtet',
  },
  unit: {
    pz: 'Stk.',
    kg: 'kg',
    g: 'g',
    m: 'm',
    m2: 'm²',
    m3: 'm³',
    l: 'l',
    h: 'Std.',
    conf: 'Pck.',
    set: 'Satz',
  },
  language: {
    it: 'Italienisch',
    en: 'Englisch',
    de: 'Deutsch',
    fr: 'Französisch',
    hu: 'Ungarisch',
  },
  order_status,
  line_status,
  payment_status,
  label_status,
  shipping_list_status,
  sdi_status,
  ...transportNames.de,
  label_format: {
    thermal: 'Thermo 100 × 150 mm',
    a6: 'A6 (Blatt)',
    a4: 'A4 (vier pro Blatt)',
  },
};

export default enums;
