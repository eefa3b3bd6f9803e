import { Create, SimpleForm } from 'react-admin';
import { customerInput } from '../../../contract/customers';
import { useSaveErrorNotifier } from '../../lib/useSaveErrorNotifier';
import { CustomerInputs } from './CustomerInputs';
import { linkOrCreateGeneral } from './customerModel';
import { customerPaths } from './paths';
import { formResolver } from '../../lib/form/formResolver';

const resolver = formResolver(customerInput);

// Empty strings, not missing keys: the schema's own messages ("Inserisci il valore del
// fido") answer an empty field, while a missing one would get zod's generic text.
const DEFAULTS = {
  general: { country: 'IT' },
  registry_code: '',
  credit_limit: '',
  payment_terms: null,
  language: 'it',
  billing: { country: 'IT' },
};

/**
 * `/registry/customers/profile/new` ("Nuovo cliente"): checked with the API's own schema;
 * once saved, the customer's profile opens (price list and articles tabs).
 */
export const CustomerCreate = () => {
  const onError = useSaveErrorNotifier();
  return (
    <Create
      resource="customers"
      title="app.labels.new_customer"
      mutationOptions={{ onError }}
      transform={linkOrCreateGeneral}
      redirect={(_resource, id) => customerPaths.edit(id!)}
    >
      <SimpleForm resolver={resolver} warnWhenUnsavedChanges defaultValues={DEFAULTS}>
        <CustomerInputs creating />
      </SimpleForm>
    </Create>
  );
};
