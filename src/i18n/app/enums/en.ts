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

/** English enums messages (the reference for the other languages' keys). */
const enums = {
  lifecycle: {
    draft: 'Draft',
    in_review: 'In review',
    active: 'Active',
    discontinued: 'Discontinued',
  },
  pricing_type: {
    fixed: 'Fixed price',
    calculated: 'Calculated',
    tabular: 'From table',
  },
  vat_rate: {
    '22': '22%',
    '10': '10%',
    '5': '5%',
    '4': '4%',
    '0': '0%',
  },
  vat_nature: {
    N1: 'N1 – Excluded (art. 15 DPR 633/72)',
    N2_1: 'N2.1 – Not subject to VAT (art. 7 DPR 633/72)',
    N2_2: 'N2.2 – Not subject to VAT – other cases',
    N3_1: 'N3.1 – Non-taxable – exports',
    N3_2: 'N3.2 – Non-taxable – intra-EU supplies',
    N3_3: 'N3.3 – Non-taxable – supplies to San Marino',
    N3_4: 'N3.4 – Non-taxable – operations treated as exports',
    N3_5: 'N3.5 – Non-taxable – under a declaration of intent',
    N3_6: 'N3.6 – Non-taxable – other operations outside the plafond',
    N4: 'N4 – Exempt',
    N5: 'N5 – Margin scheme / VAT not shown',
    N6_1: 'N6.1 – Reverse charge – scrap and recovered materials',
    N6_2: 'N6.2 – Reverse charge – gold and silver',
    N6_3: 'N6.3 – Reverse charge – construction subcontracting',
    N6_4: 'N6.4 – Reverse charge – sale of buildings',
    N6_5: 'N6.5 – Reverse charge – mobile phones',
    N6_6: 'N6.6 – Reverse charge – electronic products',
    N6_7: 'N6.7 – Reverse charge – construction and related sectors',
    N6_8: 'N6.8 – Reverse charge – energy sector',
    N6_9: 'N6.9 – Reverse charge – other cases',
    N7: 'N7 – VAT paid in another EU country',
  },
  unit: {
    pz: 'pcs',
    kg: 'kg',
    g: 'g',
    m: 'm',
    m2: 'm²',
    m3: 'm³',
    l: 'l',
    h: 'hrs',
    conf: 'pack',
    set: 'set',
  },
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
