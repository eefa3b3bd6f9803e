import {
  Create,
  RadioButtonGroupInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  required,
} from 'react-admin';
import { z } from 'zod';
import { BATCH_KINDS, bankBatchInput } from '../../../contract/bank-batches';
import { DateInput } from '../../lib/DateInput';
import { today } from '../../lib/dates';
import { formResolver } from '../../lib/form/formResolver';
import { useSaveErrorNotifier } from '../../lib/useSaveErrorNotifier';
import { CandidateInputs } from './CandidateInputs';
import { bankBatchPaths } from './paths';

const t = (name: string) => `resources.bank-batches.${name}`;
const field = (name: string) => t(`fields.${name}`);
// The API's schema, plus the due range the form filters its instalments by (dropped on save).
const resolver = formResolver(
  bankBatchInput.extend({
    due_from: z.string().nullish(),
    due_to: z.string().nullish(),
  }),
);
const transform = ({ due_from: _f, due_to: _t, ...data }: Record<string, unknown>) => data;
const KINDS = BATCH_KINDS.map((id) => ({ id, name: t(`kinds.${id}`) }));

/**
 * `/collections/bank-batches/add` ("Nuova distinta"): RiBa or SEPA direct debit, the account
 * presenting it, the credit or collection date, and the open instalments due in a range.
 * Saving writes the file and marks the instalments presented.
 */
export const BankBatchCreate = () => {
  const onError = useSaveErrorNotifier();
  return (
    <Create
      title={t('create')}
      resource="bank-batches"
      redirect={(_resource, id) => bankBatchPaths.show(id!)}
      transform={transform}
      mutationOptions={{ onError }}
    >
      <SimpleForm resolver={resolver} defaultValues={{ kind: 'riba', credit_date: today() }}>
        <RadioButtonGroupInput source="kind" label={field('kind')} choices={KINDS} />
        <ReferenceInput
          source="bank_account_id"
          reference="bank-accounts"
          sort={{ field: 'name', order: 'ASC' }}
        >
          <SelectInput label={field('bank_account')} optionText="name" validate={required()} />
        </ReferenceInput>
        <DateInput
          source="credit_date"
          label={field('credit_date')}
          helperText={t('credit_date_help')}
          validate={required()}
        />
        <DateInput source="due_from" label={field('due_from')} />
        <DateInput source="due_to" label={field('due_to')} />
        <CandidateInputs />
      </SimpleForm>
    </Create>
  );
};
