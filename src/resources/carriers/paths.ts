import { crudPaths } from '../../lib/resources/defineResource';

/** The spec's URLs of the carriers (vettori), and their route patterns. */
export const carrierPaths = crudPaths('/registry/carriers');
