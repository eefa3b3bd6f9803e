import { crudPaths } from '../../lib/resources/defineResource';

/** The URLs of the company's bank accounts, under the company settings, and their patterns. */
export const bankAccountPaths = crudPaths('/settings/bank-accounts');
