import { carriers as contract } from '../../../contract/carriers';
import { carriers } from './table';
import { selects } from '../general-regs/service';
import { registryRoutes } from '../../lib/registry/routes';

/** Carriers (vettori): a flat registry, with the general registry's option lists. */
export default registryRoutes('carriers', carriers, contract, selects, {
  read: 'registry.read',
  write: 'registry.write',
});
