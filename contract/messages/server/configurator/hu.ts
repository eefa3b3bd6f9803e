import type { ConfiguratorKey } from './en';

const configuratorHu: Record<ConfiguratorKey, string> = {
  'configurator.row_without_article':
    'A sorhoz nem tartozik cikk: csak konfigurálható cikk sora konfigurálható',
  'configurator.not_configurable':
    'A cikknek (%{code}) nincs konfigurációja: előbb adja meg az opcióit a cikknél',
  'configurator.cannot_price': 'A cikk konfigurációja alapján a sor ára nem számítható: %{reason}',
  'configurator.invalid_values': 'Néhány konfigurációs érték érvénytelen',
  'configurator.value_missing': 'Hiányzik egy, az árhoz szükséges érték',
  'configurator.beyond_table': 'Az ártáblán kívül esik: %{key} %{value} (a tábla vége: %{last})',
  'configurator.table_incomplete': 'Az ártábla hiányos',
  'configurator.definition_incomplete': 'A konfigurációból hiányzik, amit az ártípusa megkövetel',
  'configurator.formula_failed': 'Az árképlet ezekkel az értékekkel nem számítható ki',
  'configurator.formula_division_by_zero': 'Az árképlet ezekkel az értékekkel nullával oszt',
  'configurator.negative_price': 'A számított ár negatív (%{price})',
};

export default configuratorHu;
