/**
 * The stock's messages (docs/stock.md). Spread into the server catalogue of each language
 * (`../<lang>.ts`); English is the reference key set.
 */
const stockEn = {
  'not_found.stock_movement': 'Stock movement not found',
  'stock.not_stocked':
    'Article %{code} is not stocked (a service or an article not kept on the shelf): it has no stock movements',
  'stock.insufficient':
    'Not enough stock of %{code} – %{description}: %{wanted} needed, %{available} on hand',
  'stock.already_reversed': 'Movement %{id} has already been reversed by movement %{by}',
  'stock.reversal_not_reversible':
    'Movement %{id} is a reversal and cannot be reversed: record a new adjustment instead',
  'stock.import_columns':
    'The file needs a column for the article code (Codice) and one for the quantity on hand (Giacenza)',
  'stock.import_unknown_code': 'No article has the code %{code}',
} as const;

export default stockEn;
export type StockKey = keyof typeof stockEn;
