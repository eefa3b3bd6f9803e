import type { StockKey } from './en';

const stockDe: Record<StockKey, string> = {
  'not_found.stock_movement': 'Lagerbewegung nicht gefunden',
  'stock.not_stocked':
    'Artikel %{code} wird nicht im Lager geführt (eine Dienstleistung oder ein Artikel ohne Bestand): er hat keine Lagerbewegungen',
  'stock.insufficient':
    'Nicht genug Bestand von %{code} – %{description}: %{wanted} benötigt, %{available} vorhanden',
  'stock.already_reversed': 'Bewegung %{id} wurde bereits durch Bewegung %{by} storniert',
  'stock.reversal_not_reversible':
    'Bewegung %{id} ist ein Storno und kann nicht storniert werden: erfassen Sie eine neue Korrektur',
  'stock.import_columns':
    'Die Datei braucht eine Spalte für die Artikelnummer (Codice) und eine für den Bestand (Giacenza)',
  'stock.import_unknown_code': 'Kein Artikel hat die Nummer %{code}',
};

export default stockDe;
