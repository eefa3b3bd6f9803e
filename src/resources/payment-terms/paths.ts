import { crudPaths } from '../../lib/resources/defineResource';

/** The spec's URLs of the payment terms (condizioni di pagamento), and their route patterns. */
export const paymentTermPaths = crudPaths('/registry/payment-terms');
