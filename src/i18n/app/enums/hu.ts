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
} = nameTables.hu;

const enums: AppMessages['enums'] = {
  lifecycle: {
    draft: 'Piszkozat',
    in_review: 'Ellenőrzés alatt',
    active: 'Aktív',
    discontinued: 'Megszűnt',
  },
  pricing_type: {
    fixed: 'Fix ár',
    calculated: 'Számított',
    tabular: 'Táblázatos',
  },
  vat_rate: {
    '22': '22%',
    '10': '10%',
    '5': '5%',
    '4': '4%',
    '0': '0%',
  },
  vat_nature: {
    N1: 'N1 – Kizárva (DPR 633/72, 15. cikk)',
    N2_1: 'N2.1 – Nem tartozik az ÁFA hatálya alá (DPR 633/72, 7. cikk)',
    N2_2: 'N2.2 – Nem tartozik az ÁFA hatálya alá – egyéb esetek',
    N3_1: 'N3.1 – Nem adóköteles – export',
    N3_2: 'N3.2 – Nem adóköteles – Közösségen belüli értékesítés',
    N3_3: 'N3.3 – Nem adóköteles – értékesítés San Marinóba',
    N3_4: 'N3.4 – Nem adóköteles – exporttal egyenértékű ügyletek',
    N3_5: 'N3.5 – Nem adóköteles – szándéknyilatkozat alapján',
    N3_6: 'N3.6 – Nem adóköteles – egyéb, kereten kívüli ügyletek',
    N4: 'N4 – Adómentes',
    N5: 'N5 – Különbözeti adózás / ÁFA nem szerepel',
    N6_1: 'N6.1 – Fordított adózás – hulladék és másodnyersanyag',
    N6_2: 'N6.2 – Fordított adózás – arany és ezüst',
    N6_3: 'N6.3 – Fordított adózás – építőipari alvállalkozás',
    N6_4: 'N6.4 – Fordított adózás – épületek értékesítése',
    N6_5: 'N6.5 – Fordított adózás – mobiltelefonok',
    N6_6: 'N6.6 – Fordított adózás – elektronikai termékek',
    N6_7: 'N6.7 – Fordított adózás – építőipar és kapcsolódó ágazatok',
    N6_8: 'N6.8 – Fordított adózás – energiaszektor',
    N6_9: 'N6.9 – Fordított adózás – egyéb esetek',
    N7: 'N7 – ÁFA más EU-tagállamban megfizetve',
  },
  unit: {
    pz: 'db',
    kg: 'kg',
    g: 'g',
    m: 'm',
    m2: 'm²',
    m3: 'm³',
    l: 'l',
    h: 'óra',
    conf: 'csomag',
    set: 'készlet',
  },
  language: {
    it: 'Olasz',
    en: 'Angol',
    de: 'Német',
    fr: 'Francia',
    hu: 'Magyar',
  },
  order_status,
  line_status,
  payment_status,
  label_status,
  shipping_list_status,
  sdi_status,
  ...transportNames.hu,
  label_format: {
    thermal: 'Hőpapír 100 × 150 mm',
    a6: 'A6 lap',
    a4: 'A4 (négy laponként)',
  },
};

export default enums;
