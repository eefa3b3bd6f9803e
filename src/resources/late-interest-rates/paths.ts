import { crudPaths } from '../../lib/resources/defineResource';

/** The URLs of the late-payment interest rates, under the company settings. */
export const lateInterestRatePaths = crudPaths('/settings/late-interest-rates');
