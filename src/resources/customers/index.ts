import PeopleIcon from '@mui/icons-material/People';
import { resourceRedirects } from '../../lib/routing/resourceRedirects';
import { customerPaths } from './paths';

/** `<Resource name="customers" {...customers} />`: screens at the spec's URLs (routes.tsx). */
export const customers = {
  ...resourceRedirects(customerPaths),
  icon: PeopleIcon,
  recordRepresentation: (record: { registry_code: string; general?: { name: string } }) =>
    [record.registry_code, record.general?.name].filter(Boolean).join(' — '),
};
export { customerPaths } from './paths';
export { customerRoutes } from './routes';
