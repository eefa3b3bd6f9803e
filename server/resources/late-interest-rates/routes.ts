import { lateInterestRates as contract } from '../../../contract/late-interest-rates';
import { registryRoutes } from '../../lib/registry/routes';
import { lateInterestRates } from './table';

/** The late-payment interest rates, one per half-year: a flat registry with no option lists. */
export default registryRoutes('late-interest-rates', lateInterestRates, contract, () => ({}), {
  read: 'collections.read',
  write: 'collections.write',
});
