import type { StockKey } from './en';

const stockFr: Record<StockKey, string> = {
  'not_found.stock_movement': 'Mouvement de stock introuvable',
  'stock.not_stocked':
    'L’article %{code} n’est pas géré en stock (un service ou un article sans stock) : il n’a pas de mouvements',
  'stock.insufficient':
    'Stock insuffisant de %{code} – %{description} : %{wanted} nécessaires, %{available} en stock',
  'stock.already_reversed': 'Le mouvement %{id} a déjà été annulé par le mouvement %{by}',
  'stock.reversal_not_reversible':
    'Le mouvement %{id} est une annulation et ne peut pas être annulé : enregistrez un nouvel ajustement',
  'stock.import_columns':
    'Le fichier doit avoir une colonne pour le code article (Codice) et une pour la quantité en stock (Giacenza)',
  'stock.import_unknown_code': 'Aucun article n’a le code %{code}',
};

export default stockFr;
