import { documentPaths } from '../paths';

/** The quarter's stamp duty screen, beside the invoices' list (a static path: beats `:id`). */
export const STAMP_DUTY_PATH = `${documentPaths.list('invoice')}/stamp-duty`;
