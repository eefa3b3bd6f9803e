import ContactsIcon from '@mui/icons-material/Contacts';
import { resourceRedirects } from '../../lib/routing/resourceRedirects';
import { generalRegPaths } from './paths';

/** `<Resource name="general-regs" {...generalRegs} />`: screens at the spec's URLs (routes.tsx). */
export const generalRegs = {
  ...resourceRedirects(generalRegPaths),
  icon: ContactsIcon,
  recordRepresentation: 'name',
};
export { generalRegPaths } from './paths';
export { generalRegRoutes } from './routes';
