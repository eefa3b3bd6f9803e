import type { StockKey } from './en';

const stockHu: Record<StockKey, string> = {
  'not_found.stock_movement': 'A készletmozgás nem található',
  'stock.not_stocked':
    'A(z) %{code} cikk nincs készleten nyilvántartva (szolgáltatás vagy készlet nélküli cikk): nincs készletmozgása',
  'stock.insufficient':
    'Nincs elég készlet ebből: %{code} – %{description}: %{wanted} szükséges, %{available} van készleten',
  'stock.already_reversed': 'A(z) %{id} mozgást már stornózta a(z) %{by} mozgás',
  'stock.reversal_not_reversible':
    'A(z) %{id} mozgás stornó, nem stornózható: rögzítsen új korrekciót',
  'stock.import_columns':
    'A fájlban kell egy oszlop a cikkszámnak (Codice) és egy a készleten lévő mennyiségnek (Giacenza)',
  'stock.import_unknown_code': 'Nincs %{code} cikkszámú cikk',
};

export default stockHu;
