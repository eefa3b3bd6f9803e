import { bankAccounts } from '../../../contract/bank-accounts';
import { RegistryEdit } from '../../lib/resources/registryScreens';
import { BankAccountInputs } from './BankAccountInputs';
import { bankAccountPaths } from './paths';

/** `/settings/bank-accounts/edit/:id`: a bank account's form, with delete. */
export const BankAccountEdit = () => (
  <RegistryEdit resource="bank-accounts" paths={bankAccountPaths} schema={bankAccounts.update}>
    <BankAccountInputs />
  </RegistryEdit>
);
