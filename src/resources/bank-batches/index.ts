import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { lazyPage } from '../../lib/progress/lazyPage';
import { defineResource } from '../../lib/resources/defineResource';
import { bankBatchMethods } from './bankBatchMethods';
import { batchName } from './bankBatchModel';
import { bankBatchPaths } from './paths';

const BankBatchList = lazyPage(() => import('./BankBatchList').then((m) => m.BankBatchList));
const BankBatchCreate = lazyPage(() => import('./BankBatchCreate').then((m) => m.BankBatchCreate));
const BankBatchShow = lazyPage(() => import('./BankBatchShow').then((m) => m.BankBatchShow));

/** RiBa and SEPA direct-debit batches, `/collections/bank-batches`: presented, then the outcome. */
export const bankBatches = defineResource({
  name: 'bank-batches',
  icon: AccountBalanceIcon,
  recordRepresentation: batchName,
  paths: bankBatchPaths,
  screens: { list: BankBatchList, create: BankBatchCreate, show: BankBatchShow },
  menu: { group: 'collections', label: 'resources.bank-batches.menu' },
  export: () => import('./bankBatchExport').then((m) => m.bankBatchExport),
  api: { methods: bankBatchMethods },
});
