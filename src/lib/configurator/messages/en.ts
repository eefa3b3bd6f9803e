/**
 * The configurator's words in English (the article's definition in articles, the row's
 * configure dialog in documents), the catalogue's `configurator.*` (src/i18n/app/en.ts): the
 * reference key set of the other languages.
 */
const configurator = {
  definition: {
    title: 'Configuration',
    intro_fixed:
      'Fixed price: the article price plus the price deltas of the chosen choices. Add the options a document row is configured with.',
    intro_formula:
      'Calculated price: the formula below, plus the price deltas of the chosen choices.',
    intro_table:
      'Tabular price: the price table below (next size up on both dimensions), plus the price deltas of the chosen choices.',
    options: 'Options',
    add_option: 'Add option',
    key: 'Key',
    type: 'Type',
    required: 'Required',
    label_it: 'Label (Italian)',
    label_en: 'Label (English)',
    label_de: 'Label (German)',
    label_fr: 'Label (French)',
    label_hu: 'Label (Hungarian)',
    types: { number: 'Number', choice: 'Choice', boolean: 'Yes/no', text: 'Text' },
    unit: 'Unit',
    min: 'Minimum',
    max: 'Maximum',
    step: 'Step',
    choices: 'Choices',
    add_choice: 'Add choice',
    choice_value: 'Value',
    price_delta: 'Price delta',
    formula: 'Price formula',
    formula_hint: 'Names: %{names}. Functions: %{functions}. Operators: + - * / ^ ( ).',
    table_rows: 'Rows: option',
    table_columns: 'Columns: option',
    breakpoints: 'Sizes (up to)',
    breakpoints_hint: 'Ascending, separated by ; or spaces',
    prices: 'Price table',
    table_empty: 'Choose the two dimensions and type their sizes to fill in the prices.',
    preview: 'Price preview',
    preview_hint: 'Try some values: the price is computed as on a document row.',
    save: 'Save configuration',
    saved: 'Configuration saved',
    invalid: 'The configuration has errors: see the highlighted fields.',
  },
  values: {
    unit_price: 'Unit price',
    no_price: 'The price cannot be computed yet.',
    min: 'min %{value}',
    max: 'max %{value}',
    step: 'step %{value}',
  },
  row: {
    configure: 'Configure',
    title: 'Configure: %{description}',
    saved: 'Row configured: price and totals updated',
  },
};

export type ConfiguratorMessages = typeof configurator;
export default configurator;
