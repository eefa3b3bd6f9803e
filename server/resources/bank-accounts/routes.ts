import { bankAccounts as contract } from '../../../contract/bank-accounts';
import { registryRoutes } from '../../lib/registry/routes';
import { bankAccounts } from './table';

/** The company's bank accounts: a flat registry with no option lists. */
export default registryRoutes('bank-accounts', bankAccounts, contract, () => ({}), {
  read: 'collections.read',
  write: 'collections.write',
});
