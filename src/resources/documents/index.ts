import DescriptionIcon from '@mui/icons-material/Description';
import { resourceRedirects } from '../../lib/routing/resourceRedirects';
import { documentNumber, documentPaths } from './documentModel';

/** `<Resource name="documents" {...documents} />`: screens per type at the spec's URLs. */
export const documents = {
  ...resourceRedirects({ list: documentPaths.list('order') }),
  icon: DescriptionIcon,
  recordRepresentation: (record: { number?: number; year?: number; customer?: { name: string } }) =>
    [documentNumber(record), record.customer?.name].filter(Boolean).join(' — '),
};
export { documentPaths } from './documentModel';
export { documentRoutes } from './routes';
