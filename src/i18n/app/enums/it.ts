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
} = nameTables.it;

const enums: AppMessages['enums'] = {
  lifecycle: {
    draft: 'Bozza',
    in_review: 'In revisione',
    active: 'Attivo',
    discontinued: 'Dismesso',
  },
  pricing_type: {
    fixed: 'Prezzo fisso',
    calculated: 'Calcolato',
    tabular: 'A tabella',
  },
  vat_rate: {
    '22': '22 %',
    '10': '10 %',
    '5': '5 %',
    '4': '4 %',
    '0': '0 %',
  },
  vat_nature: {
    N1: 'N1 – Escluse (art. 15 DPR 633/72)',
    N2_1: 'N2.1 – Non soggette (art. 7 DPR 633/72)',
    N2_2: 'N2.2 – Non soggette – altri casi',
    N3_1: 'N3.1 – Non imponibili – esportazioni',
    N3_2: 'N3.2 – Non imponibili – cessioni intracomunitarie',
    N3_3: 'N3.3 – Non imponibili – cessioni verso San Marino',
    N3_4: 'N3.4 – Non imponibili – operazioni assimilate alle esportazioni',
    N3_5: 'N3.5 – Non imponibili – a seguito di dichiarazione d’intento',
    N3_6: 'N3.6 – Non imponibili – altre operazioni fuori plafond',
    N4: 'N4 – Esenti',
    N5: 'N5 – Regime del margine / IVA non esposta',
    N6_1: 'N6.1 – Inversione contabile – rottami e materiali di recupero',
    N6_2: 'N6.2 – Inversione contabile – oro e argento',
    N6_3: 'N6.3 – Inversione contabile – subappalto nel settore edile',
    N6_4: 'N6.4 – Inversione contabile – cessione di fabbricati',
    N6_5: 'N6.5 – Inversione contabile – telefoni cellulari',
    N6_6: 'N6.6 – Inversione contabile – prodotti elettronici',
    N6_7: 'N6.7 – Inversione contabile – comparto edile e settori connessi',
    N6_8: 'N6.8 – Inversione contabile – settore energetico',
    N6_9: 'N6.9 – Inversione contabile – altri casi',
    N7: 'N7 – IVA assolta in altro Stato UE',
  },
  unit: {
    pz: 'pz',
    kg: 'kg',
    g: 'g',
    m: 'm',
    m2: 'm²',
    m3: 'm³',
    l: 'l',
    h: 'ore',
    conf: 'conf.',
    set: 'set',
  },
  language: {
    it: 'Italiano',
    en: 'Inglese',
    de: 'Tedesco',
    fr: 'Francese',
    hu: 'Ungherese',
  },
  order_status,
  line_status,
  payment_status,
  label_status,
  shipping_list_status,
  sdi_status,
  ...transportNames.it,
  label_format: {
    thermal: 'Termica 100 × 150 mm',
    a6: 'A6',
    a4: 'A4 (quattro per foglio)',
  },
};

export default enums;
