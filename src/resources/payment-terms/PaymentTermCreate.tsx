import { RegistryCreate } from '../../lib/resources/registryScreens';
import { PaymentTermInputs } from './PaymentTermInputs';
import { paymentTermPaths } from './paths';
import { paymentTermForm } from './paymentTermModel';

/** `/registry/payment-terms/add`: new payment terms (bank transfer from the invoice date). */
export const PaymentTermCreate = () => (
  <RegistryCreate
    resource="payment-terms"
    paths={paymentTermPaths}
    schema={paymentTermForm.input}
    defaultValues={{ method: 'MP05', basis: 'invoice_date' }}
  >
    <PaymentTermInputs />
  </RegistryCreate>
);
