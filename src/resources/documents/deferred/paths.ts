import { documentPaths } from '../paths';

/** The deferred invoicing screen, beside the invoices' list (a static path: beats `:id`). */
export const DEFERRED_PATH = `${documentPaths.list('invoice')}/deferred`;
