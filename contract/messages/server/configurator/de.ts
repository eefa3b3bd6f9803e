import type { ConfiguratorKey } from './en';

const configuratorDe: Record<ConfiguratorKey, string> = {
  'configurator.row_without_article':
    'Die Zeile hat keinen Artikel: nur die Zeile eines konfigurierbaren Artikels kann konfiguriert werden',
  'configurator.not_configurable':
    'Der Artikel %{code} hat keine Konfiguration: legen Sie zuerst seine Optionen am Artikel fest',
  'configurator.cannot_price':
    'Mit der Konfiguration des Artikels lässt sich der Preis der Zeile nicht berechnen: %{reason}',
  'configurator.invalid_values': 'Einige Konfigurationswerte sind ungültig',
  'configurator.value_missing': 'Ein für den Preis nötiger Wert fehlt',
  'configurator.beyond_table': '%{key} %{value} liegt außerhalb der Preistabelle (bis %{last})',
  'configurator.table_incomplete': 'Die Preistabelle ist unvollständig',
  'configurator.definition_incomplete': 'Der Konfiguration fehlt, was ihre Preisart braucht',
  'configurator.formula_failed': 'Die Preisformel lässt sich mit diesen Werten nicht berechnen',
  'configurator.formula_division_by_zero': 'Die Preisformel teilt mit diesen Werten durch null',
  'configurator.negative_price': 'Der berechnete Preis ist negativ (%{price})',
};

export default configuratorDe;
