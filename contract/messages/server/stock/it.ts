import type { StockKey } from './en';

const stockIt: Record<StockKey, string> = {
  'not_found.stock_movement': 'Movimento di magazzino non trovato',
  'stock.not_stocked':
    'L’articolo %{code} non è gestito a magazzino (un servizio o un articolo senza scorta): non ha movimenti',
  'stock.insufficient':
    'Giacenza insufficiente di %{code} – %{description}: servono %{wanted}, disponibili %{available}',
  'stock.already_reversed': 'Il movimento %{id} è già stato stornato dal movimento %{by}',
  'stock.reversal_not_reversible':
    'Il movimento %{id} è uno storno e non si può stornare: registra una nuova rettifica',
  'stock.import_columns':
    'Il file deve avere una colonna per il codice articolo (Codice) e una per la quantità in giacenza (Giacenza)',
  'stock.import_unknown_code': 'Nessun articolo ha il codice %{code}',
};

export default stockIt;
