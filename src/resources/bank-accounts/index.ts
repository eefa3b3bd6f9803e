import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { lazyPage } from '../../lib/progress/lazyPage';
import { defineResource } from '../../lib/resources/defineResource';
import { bankAccountPaths } from './paths';

const BankAccountCreate = lazyPage(() =>
  import('./BankAccountCreate').then((m) => m.BankAccountCreate),
);
const BankAccountEdit = lazyPage(() => import('./BankAccountEdit').then((m) => m.BankAccountEdit));
const BankAccountList = lazyPage(() => import('./BankAccountList').then((m) => m.BankAccountList));

/**
 * The company's bank accounts, `/settings/bank-accounts`: where payments come in and the
 * account RiBa and SEPA direct-debit batches are presented through.
 */
export const bankAccounts = defineResource({
  name: 'bank-accounts',
  icon: AccountBalanceIcon,
  recordRepresentation: 'name',
  paths: bankAccountPaths,
  screens: { list: BankAccountList, create: BankAccountCreate, edit: BankAccountEdit },
  menu: { group: 'settings', label: 'resources.bank-accounts.menu' },
  export: () => import('./bankAccountExport').then((m) => m.bankAccountExport),
});
