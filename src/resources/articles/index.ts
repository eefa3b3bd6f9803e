import InventoryIcon from '@mui/icons-material/Inventory2';
import { resourceRedirects } from '../../lib/routing/resourceRedirects';
import { articlePaths } from './paths';

/** `<Resource name="articles" {...articles} />`: screens at the spec's URLs (routes.tsx). */
export const articles = {
  ...resourceRedirects(articlePaths),
  icon: InventoryIcon,
  recordRepresentation: (record: { code: string; description: string }) =>
    `${record.code} — ${record.description}`,
};
export { articlePaths } from './paths';
export { articleRoutes } from './routes';
