import { useMemo } from 'react';
import {
  AutocompleteInput,
  Create,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  required,
  useLocale,
} from 'react-admin';
import { z } from 'zod';
import { paymentInput } from '../../../contract/payments';
import { DateInput } from '../../lib/DateInput';
import { DecimalInput } from '../../lib/DecimalInput';
import { today } from '../../lib/dates';
import { formResolver } from '../../lib/form/formResolver';
import { useSaveErrorNotifier } from '../../lib/useSaveErrorNotifier';
import { methodChoices } from '../instalments/instalmentModel';
import { AllocationInputs } from './AllocationInputs';
import { allocationsOf, type Amounts } from './allocationModel';
import { paymentPaths } from './paths';

const field = (name: string) => `resources.payments.fields.${name}`;
// The API's schema, plus what the form keeps for the allocations (`transform` turns them
// into the API's list): the resolver's output is what is saved, unknown keys dropped.
const resolver = formResolver(
  paymentInput.extend({
    amounts: z.record(z.string(), z.string()).optional(),
    instalment_ids: z.array(z.number()).optional(),
  }),
);

/** The form's allocations (`amounts` by instalment) as the API's list. */
const transform = (data: Record<string, unknown>) => {
  const amounts = (data.amounts ?? {}) as Amounts;
  const ids = Object.keys(amounts).map((key) => Number(key.slice(1)));
  const { amounts: _a, instalment_ids: _i, ...rest } = data;
  return {
    ...rest,
    allocations: allocationsOf(
      ids.map((id) => ({ id })),
      amounts,
    ),
  };
};

/**
 * `/collections/payments/add`: money received from one customer (date, amount, method, the
 * account credited, a note), allocated to their open instalments; what is not allocated stays
 * as the customer's credit. Saved once (the button waits for the server).
 */
export const PaymentCreate = () => {
  const locale = useLocale();
  const onError = useSaveErrorNotifier();
  const methods = useMemo(() => methodChoices(locale), [locale]);
  return (
    <Create
      title="resources.payments.create"
      resource="payments"
      redirect={(_resource, id) => paymentPaths.show(id!)}
      transform={transform}
      mutationOptions={{ onError }}
    >
      <SimpleForm
        resolver={resolver}
        defaultValues={{ payment_date: today(), method: 'MP05', allocations: [] }}
        warnWhenUnsavedChanges
      >
        <ReferenceInput
          source="customer_id"
          reference="customers"
          sort={{ field: 'registry_code', order: 'ASC' }}
        >
          <AutocompleteInput
            label={field('customer_id')}
            filterToQuery={(q: string) => ({ q })}
            validate={required()}
            sx={{ minWidth: 320 }}
          />
        </ReferenceInput>
        <DateInput source="payment_date" label={field('payment_date')} validate={required()} />
        <DecimalInput source="amount" label={field('amount')} validate={required()} />
        <SelectInput
          source="method"
          label={field('method')}
          choices={methods}
          validate={required()}
        />
        <ReferenceInput
          source="bank_account_id"
          reference="bank-accounts"
          sort={{ field: 'name', order: 'ASC' }}
        >
          <SelectInput label={field('bank_account_id')} optionText="name" emptyText=" " />
        </ReferenceInput>
        <TextInput source="note" label={field('note')} multiline fullWidth />
        <AllocationInputs />
      </SimpleForm>
    </Create>
  );
};
