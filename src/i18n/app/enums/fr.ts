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
} = nameTables.fr;

const enums: AppMessages['enums'] = {
  lifecycle: {
    draft: 'Brouillon',
    in_review: 'En révision',
    active: 'Actif',
    discontinued: 'Abandonné',
  },
  pricing_type: {
    fixed: 'Prix fixe',
    calculated: 'Calculé',
    tabular: 'Selon barème',
  },
  vat_rate: {
    '22': '22 %',
    '10': '10 %',
    '5': '5 %',
    '4': '4 %',
    '0': '0 %',
  },
  vat_nature: {
    N1: 'N1 – Exclues (art. 15 DPR 633/72)',
    N2_1: 'N2.1 – Non soumises à la TVA (art. 7 DPR 633/72)',
    N2_2: 'N2.2 – Non soumises – autres cas',
    N3_1: 'N3.1 – Non imposables – exportations',
    N3_2: 'N3.2 – Non imposables – livraisons intracommunautaires',
    N3_3: 'N3.3 – Non imposables – livraisons vers Saint-Marin',
    N3_4: 'N3.4 – Non imposables – opérations assimilées aux exportations',
    N3_5: 'N3.5 – Non imposables – sur déclaration d’intention',
    N3_6: 'N3.6 – Non imposables – autres opérations hors plafond',
    N4: 'N4 – Exonérées',
    N5: 'N5 – Régime de la marge / TVA non indiquée',
    N6_1: 'N6.1 – Autoliquidation – déchets et matériaux de récupération',
    N6_2: 'N6.2 – Autoliquidation – or et argent',
    N6_3: 'N6.3 – Autoliquidation – sous-traitance dans le bâtiment',
    N6_4: 'N6.4 – Autoliquidation – cession de bâtiments',
    N6_5: 'N6.5 – Autoliquidation – téléphones portables',
    N6_6: 'N6.6 – Autoliquidation – produits électroniques',
    N6_7: 'N6.7 – Autoliquidation – bâtiment et secteurs liés',
    N6_8: 'N6.8 – Autoliquidation – secteur de l’énergie',
    N6_9: 'N6.9 – Autoliquidation – autres cas',
    N7: 'N7 – TVA acquittée dans un autre pays de l’UE',
  },
  unit: {
    pz: 'pce',
    kg: 'kg',
    g: 'g',
    m: 'm',
    m2: 'm²',
    m3: 'm³',
    l: 'l',
    h: 'heures',
    conf: 'paquet',
    set: 'lot',
  },
  language: {
    it: 'Italien',
    en: 'Anglais',
    de: 'Allemand',
    fr: 'Français',
    hu: 'Hongrois',
  },
  order_status,
  line_status,
  payment_status,
  label_status,
  shipping_list_status,
  sdi_status,
  ...transportNames.fr,
  label_format: {
    thermal: 'Thermique 100 × 150 mm',
    a6: 'A6 (feuille)',
    a4: 'A4 (quatre par feuille)',
  },
};

export default enums;
