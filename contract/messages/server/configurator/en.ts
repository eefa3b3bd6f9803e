/**
 * The configurator's messages: an article's definition and a row's configuration. Spread into the server catalogue of each
 * language (`../<lang>.ts`); English is the reference key set.
 */
const configuratorEn = {
  'configurator.row_without_article':
    'The row has no article: only a row of a configurable article can be configured',
  'configurator.not_configurable':
    'The article %{code} has no configuration: define its options on the article first',
  'configurator.cannot_price': 'The configuration of the article cannot price the row: %{reason}',
  'configurator.invalid_values': 'Some configuration values are not valid',
  'configurator.value_missing': 'A value needed by the price is missing',
  'configurator.beyond_table': '%{key} %{value} is beyond the price table (up to %{last})',
  'configurator.table_incomplete': 'The price table is incomplete',
  'configurator.definition_incomplete': 'The configuration lacks what its pricing type needs',
  'configurator.formula_failed': 'The price formula cannot be evaluated with these values',
  'configurator.formula_division_by_zero': 'The price formula divides by zero with these values',
  'configurator.negative_price': 'The computed price is negative (%{price})',
} as const;

export default configuratorEn;
export type ConfiguratorKey = keyof typeof configuratorEn;
