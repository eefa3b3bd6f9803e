import { useDataProvider } from 'react-admin';
import { ImportButton } from '../../lib/import/ImportButton';
import type { ImportKind } from '../../lib/import/importModel';
import { guarded } from '../../lib/useCan';
import type { AppDataProvider } from '../../providers/dataProvider';

/** The initial stock import moves each article to the file's figure (docs/stock.md). */
export const STOCK_IMPORT: ImportKind<'move'> = {
  key: 'resources.stock-movements.import',
  writes: ['move'],
};

const StockImportButtonShown = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return <ImportButton kind={STOCK_IMPORT} run={dataProvider.importStock} />;
};

/** "Importa giacenze" for the roles that may move stock (docs/roles.md). */
export const StockImportButton = guarded('stock-movements', 'create', StockImportButtonShown);
