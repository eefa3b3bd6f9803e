import type { ConfigOption, ConfigValues, Configuration } from '../../../contract/configurator';

/**
 * The configurator's demo definitions (docs/configurator.md), by article code (the
 * same for both companies, Beta's codes carry a `B-` prefix), and the values of the demo
 * order rows that come configured.
 */

// prettier-ignore
const l = (it: string, en: string, de: string, fr: string, hu: string) => ({ it, en, de, fr, hu });
const mm = (
  key: string,
  label: ReturnType<typeof l>,
  min: string,
  max: string,
  step = '1',
): ConfigOption => ({
  key,
  label,
  type: 'number',
  unit: 'mm',
  min,
  max,
  step,
  choices: [],
  required: true,
});
const choice = (
  key: string,
  label: ReturnType<typeof l>,
  choices: [string, ReturnType<typeof l>, string][],
): ConfigOption => ({
  key,
  label,
  type: 'choice',
  unit: null,
  min: null,
  max: null,
  step: null,
  choices: choices.map(([value, text, delta]) => ({ value, label: text, price_delta: delta })),
  required: true,
});
const text = (key: string, label: ReturnType<typeof l>): ConfigOption => ({
  key,
  label,
  type: 'text',
  unit: null,
  min: null,
  max: null,
  step: null,
  choices: [],
  required: false,
});

const WIDTH = l('Larghezza', 'Width', 'Breite', 'Largeur', 'Szélesség');
const HEIGHT = l('Altezza', 'Height', 'Höhe', 'Hauteur', 'Magasság');

export const DEMO_CONFIGURATIONS: Record<string, Configuration> = {
  // Fixed: the price of the bolt plus the finish's delta.
  'BUL-M8-40': {
    dettagli: [
      choice('finish', l('Finitura', 'Finish', 'Oberfläche', 'Finition', 'Felületkezelés'), [
        ['zinc', l('Zincata', 'Zinc-plated', 'Verzinkt', 'Zinguée', 'Horganyzott'), '0'],
        ['black', l('Nera', 'Black', 'Schwarz', 'Noire', 'Fekete'), '0.03'],
        [
          'inox',
          l('Inox A2', 'Stainless A2', 'Edelstahl A2', 'Inox A2', 'Rozsdamentes A2'),
          '0.12',
        ],
      ]),
    ],
    formula: null,
    table: null,
  },
  // Calculated: a sheet cut to size, by the square metre.
  'LAM-INOX-1': {
    dettagli: [
      mm('width', WIDTH, '100', '3000'),
      mm('height', HEIGHT, '100', '1500'),
      choice('surface', l('Superficie', 'Surface', 'Oberfläche', 'Surface', 'Felület'), [
        ['2b', l('2B opaca', '2B matt', '2B matt', '2B mate', '2B matt'), '0'],
        ['brushed', l('Satinata', 'Brushed', 'Geschliffen', 'Brossée', 'Szálcsiszolt'), '3.5'],
      ]),
    ],
    formula: 'base * width * height / 1000000',
    table: null,
  },
  // Calculated: a tube cut to length, by the metre, with a mitre cut surcharge.
  'TUB-FE-40': {
    dettagli: [
      mm('length', l('Lunghezza', 'Length', 'Länge', 'Longueur', 'Hossz'), '100', '6000', '10'),
      choice('cut', l('Taglio', 'Cut', 'Schnitt', 'Coupe', 'Vágás'), [
        ['straight', l('Dritto', 'Straight', 'Gerade', 'Droite', 'Egyenes'), '0'],
        ['mitre', l('A 45°', 'Mitre 45°', 'Gehrung 45°', 'Onglet 45°', '45°-os'), '1.2'],
      ]),
    ],
    formula: 'base * length / 1000',
    table: null,
  },
  // Calculated: a panel by the square metre, never less than a quarter of one.
  'PAN-LEG-18': {
    dettagli: [
      mm('width', WIDTH, '100', '2500'),
      mm('height', HEIGHT, '100', '1250'),
      choice('edges', l('Bordatura', 'Edge banding', 'Kantenumleimer', 'Chant', 'Élzárás'), [
        ['none', l('Nessuna', 'None', 'Keine', 'Aucun', 'Nincs'), '0'],
        ['two', l('2 lati', '2 sides', '2 Seiten', '2 côtés', '2 oldal'), '6'],
        ['four', l('4 lati', '4 sides', '4 Seiten', '4 côtés', '4 oldal'), '11'],
      ]),
    ],
    formula: 'base * max(width * height / 1000000, 0.25)',
    table: null,
  },
  // Tabular: a shelving unit priced by height x width, the next size up.
  'SCA-TAB': {
    dettagli: [
      mm('height', HEIGHT, '500', '2500'),
      mm('width', WIDTH, '400', '1200'),
      choice('colour', l('Colore', 'Colour', 'Farbe', 'Couleur', 'Szín'), [
        [
          'grey',
          l(
            'Grigio RAL 7035',
            'Grey RAL 7035',
            'Grau RAL 7035',
            'Gris RAL 7035',
            'Szürke RAL 7035',
          ),
          '0',
        ],
        [
          'blue',
          l('Blu RAL 5010', 'Blue RAL 5010', 'Blau RAL 5010', 'Bleu RAL 5010', 'Kék RAL 5010'),
          '15',
        ],
        [
          'red',
          l('Rosso RAL 3000', 'Red RAL 3000', 'Rot RAL 3000', 'Rouge RAL 3000', 'Piros RAL 3000'),
          '15',
        ],
      ]),
    ],
    formula: null,
    table: {
      rows: { key: 'height', breakpoints: ['1000', '1500', '2000', '2500'] },
      columns: { key: 'width', breakpoints: ['600', '900', '1200'] },
      prices: [
        ['89', '104', '120'],
        ['112', '131', '149'],
        ['138', '159', '181'],
        ['165', '189', '214'],
      ],
    },
  },
  // Tabular: a fire door by the size of its opening, with options.
  'POR-TAB': {
    dettagli: [
      mm('height', HEIGHT, '1800', '2150', '5'),
      mm('width', WIDTH, '600', '1200', '5'),
      choice(
        'panic',
        l(
          'Maniglione antipanico',
          'Panic bar',
          'Panikstange',
          'Barre anti-panique',
          'Pánikkilincs',
        ),
        [
          ['no', l('No', 'No', 'Nein', 'Non', 'Nem'), '0'],
          ['yes', l('Sì', 'Yes', 'Ja', 'Oui', 'Igen'), '145'],
        ],
      ),
      text(
        'opening_ref',
        l(
          'Riferimento vano',
          'Opening reference',
          'Öffnungsbezeichnung',
          'Repère de baie',
          'Nyílás jelölése',
        ),
      ),
    ],
    formula: null,
    table: {
      rows: { key: 'height', breakpoints: ['2000', '2100', '2150'] },
      columns: { key: 'width', breakpoints: ['800', '900', '1000', '1200'] },
      prices: [
        ['410', '435', '462', '540'],
        ['428', '455', '481', '561'],
        ['447', '474', '502', '585'],
      ],
    },
  },
};

/** The values of the demo rows that come configured, by article code. */
export const DEMO_ROW_VALUES: Record<string, ConfigValues> = {
  'POR-TAB': { height: '2050', width: '900', panic: 'yes', opening_ref: 'Vano scala B' },
  'TUB-FE-40': { length: '2500', cut: 'mitre' },
  'PAN-LEG-18': { width: '1200', height: '600', edges: 'four' },
};
