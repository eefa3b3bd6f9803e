import { paymentTermSelects, paymentTerms as contract } from '../../../contract/payment-terms';
import { paymentTerms } from './table';
import { registryRoutes } from '../../lib/registry/routes';

/** Payment terms (condizioni di pagamento): a flat registry; the methods are FatturaPA's. */
export default registryRoutes('payment-terms', paymentTerms, contract, paymentTermSelects, {
  read: 'registry.read',
  write: 'registry.write',
});
