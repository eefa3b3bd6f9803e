import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Create, SimpleForm, useDataProvider } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { AppDataProvider } from '../../providers/dataProvider';
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

/** Fills "Codice anagrafico" with the next free code, unless the user typed one already. */
const SuggestedCode = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { getFieldState, setValue } = useFormContext();
  const { data: code } = useQuery({
    queryKey: ['customers', 'next-code'],
    queryFn: () => dataProvider.nextCustomerCode(),
    staleTime: 0,
  });
  useEffect(() => {
    if (code && !getFieldState('registry_code').isDirty) setValue('registry_code', code);
  }, [code, getFieldState, setValue]);
  return null;
};

/**
 * `/registry/customers/profile/new` ("Nuovo cliente"): checked with the API's own schema;
 * its registry code comes proposed (the next free one); once saved, the customer's profile
 * opens (price list and articles tabs).
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
        <SuggestedCode />
        <CustomerInputs creating />
      </SimpleForm>
    </Create>
  );
};
