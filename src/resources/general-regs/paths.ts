import { crudPaths } from '../../lib/resources/defineResource';

/** The spec's URLs of the general registry (anagrafiche), and their route patterns. */
export const generalRegPaths = crudPaths('/registry/general');
