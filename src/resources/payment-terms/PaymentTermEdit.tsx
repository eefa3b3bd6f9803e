import { RegistryEdit } from '../../lib/resources/registryScreens';
import { PaymentTermInputs } from './PaymentTermInputs';
import { paymentTermPaths } from './paths';
import { paymentTermForm } from './paymentTermModel';

/** `/registry/payment-terms/edit/:id`: a payment term's form, with delete. */
export const PaymentTermEdit = () => (
  <RegistryEdit resource="payment-terms" paths={paymentTermPaths} schema={paymentTermForm.update}>
    <PaymentTermInputs />
  </RegistryEdit>
);
