import type { AppArea } from './lib/resources/defineResource';
import { account } from './pages/account';
import { dashboards } from './pages/dashboards';
import { resources } from './resources';
import { companyProfile } from './resources/company-profile';

/**
 * Every part of the app with screens and sidebar links: the dashboards, the resources, settings.
 * A group lists its links in this order: the company profile leads "Azienda" (and `/settings`
 * opens it), before the resources filed there (the bank accounts).
 */
export const areas: AppArea[] = [dashboards, companyProfile, ...resources, account];
