import { crudPaths } from '../../lib/resources/defineResource';

/** The spec's URLs of the articles, and their route patterns. */
export const articlePaths = crudPaths('/registry/articles');
