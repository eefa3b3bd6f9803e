import type { ConfiguratorKey } from './en';

const configuratorIt: Record<ConfiguratorKey, string> = {
  'configurator.row_without_article':
    'La riga non ha un articolo: si può configurare solo la riga di un articolo configurabile',
  'configurator.not_configurable':
    'L’articolo %{code} non ha una configurazione: definisci prima le sue opzioni nell’articolo',
  'configurator.cannot_price':
    'La configurazione dell’articolo non permette di calcolare il prezzo della riga: %{reason}',
  'configurator.invalid_values': 'Alcuni valori della configurazione non sono validi',
  'configurator.value_missing': 'Manca un valore necessario per il prezzo',
  'configurator.beyond_table': '%{key} %{value} è oltre la tabella prezzi (che arriva a %{last})',
  'configurator.table_incomplete': 'La tabella prezzi è incompleta',
  'configurator.definition_incomplete':
    'Alla configurazione manca ciò che serve al suo tipo di prezzo',
  'configurator.formula_failed': 'Con questi valori la formula del prezzo non si può calcolare',
  'configurator.formula_division_by_zero':
    'Con questi valori la formula del prezzo divide per zero',
  'configurator.negative_price': 'Il prezzo calcolato è negativo (%{price})',
};

export default configuratorIt;
