import AssessmentIcon from '@mui/icons-material/Assessment';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import { Route } from 'react-router-dom';
import { lazyPage } from '../../lib/progress/lazyPage';
import { defineResource, inResource, type AppResource } from '../../lib/resources/defineResource';
import { STOCK_VALUATION_PATH, stockPaths } from './paths';
import { stockMethods } from './stockMethods';

const StockMovementList = lazyPage(() =>
  import('./StockMovementList').then((m) => m.StockMovementList),
);
const StockMovementCreate = lazyPage(() =>
  import('./StockMovementCreate').then((m) => m.StockMovementCreate),
);
const StockValuationPage = lazyPage(() =>
  import('./StockValuationPage').then((m) => m.StockValuationPage),
);

const ledger = defineResource({
  name: 'stock-movements',
  icon: WarehouseIcon,
  recordRepresentation: (record: { id: number; date: string }) => `${record.id} (${record.date})`,
  paths: stockPaths,
  screens: { list: StockMovementList, create: StockMovementCreate },
  menu: [
    {
      group: 'shipping',
      to: stockPaths.list,
      label: 'resources.stock-movements.menu',
      icon: WarehouseIcon,
      access: { resource: 'stock-movements' },
    },
    {
      group: 'shipping',
      to: STOCK_VALUATION_PATH,
      label: 'resources.stock-movements.valuation_menu',
      icon: AssessmentIcon,
      access: { resource: 'stock-movements' },
    },
  ],
  export: () => import('./stockExport').then((m) => m.stockExport),
  api: { methods: stockMethods },
});

/** The stock (docs/stock.md): the movements ledger and its adjustments, and the valuation. */
export const stockMovements: AppResource = {
  ...ledger,
  routes: [
    ...ledger.routes,
    <Route
      key="stock-valuation"
      path={STOCK_VALUATION_PATH}
      element={inResource('stock-movements', <StockValuationPage />)}
    />,
  ],
};
