import type { AppArea } from './lib/resources/defineResource';
import { dashboards } from './pages/dashboards';
import { resources } from './resources';

/** Every part of the app with screens and sidebar links: the dashboards, then the resources. */
export const areas: AppArea[] = [dashboards, ...resources];
