import { bankAccounts } from '../../../contract/bank-accounts';
import { RegistryCreate } from '../../lib/resources/registryScreens';
import { BankAccountInputs } from './BankAccountInputs';
import { bankAccountPaths } from './paths';

/** `/settings/bank-accounts/add`: a new bank account. */
export const BankAccountCreate = () => (
  <RegistryCreate resource="bank-accounts" paths={bankAccountPaths} schema={bankAccounts.input}>
    <BankAccountInputs />
  </RegistryCreate>
);
