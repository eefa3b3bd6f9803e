import type { ConfiguratorKey } from './en';

const configuratorFr: Record<ConfiguratorKey, string> = {
  'configurator.row_without_article':
    'La ligne n’a pas d’article : seule la ligne d’un article configurable peut être configurée',
  'configurator.not_configurable':
    'L’article %{code} n’a pas de configuration : définissez d’abord ses options sur l’article',
  'configurator.cannot_price':
    'La configuration de l’article ne permet pas de calculer le prix de la ligne : %{reason}',
  'configurator.invalid_values': 'Certaines valeurs de la configuration ne sont pas valides',
  'configurator.value_missing': 'Il manque une valeur nécessaire au prix',
  'configurator.beyond_table': '%{key} %{value} dépasse la grille de prix (qui va jusqu’à %{last})',
  'configurator.table_incomplete': 'La grille de prix est incomplète',
  'configurator.definition_incomplete':
    'Il manque à la configuration ce dont son type de prix a besoin',
  'configurator.formula_failed': 'La formule de prix ne peut pas être calculée avec ces valeurs',
  'configurator.formula_division_by_zero': 'Avec ces valeurs, la formule de prix divise par zéro',
  'configurator.negative_price': 'Le prix calculé est négatif (%{price})',
};

export default configuratorFr;
