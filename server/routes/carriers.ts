import { carriers as contract } from '../../contract/carriers';
import { carriers } from '../db/schema';
import { selects } from '../services/general-regs';
import { registryRoutes } from './registry';

/** Carriers (vettori): a flat registry, with the general registry's option lists. */
export default registryRoutes('carriers', carriers, contract, selects);
