import type { AppArea } from './lib/resources/defineResource';
import { dashboards } from './pages/dashboards';
import { resources } from './resources';
import { companyProfile } from './resources/company-profile';

/** Every part of the app with screens and sidebar links: the dashboards, the resources, settings. */
export const areas: AppArea[] = [dashboards, ...resources, companyProfile];
