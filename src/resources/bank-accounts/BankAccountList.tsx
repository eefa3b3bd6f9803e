import { bankAccounts } from '../../../contract/bank-accounts';
import { RegistryList } from '../../lib/resources/registryScreens';
import { BANK_ACCOUNT_COLUMNS } from './bankAccountColumns';
import { bankAccountPaths } from './paths';

/** `/settings/bank-accounts`: the company's accounts, searchable by name, bank and IBAN. */
export const BankAccountList = () => (
  <RegistryList
    resource="bank-accounts"
    paths={bankAccountPaths}
    columns={BANK_ACCOUNT_COLUMNS.map((source) => ({ source }))}
    sorts={bankAccounts.sorts}
    primaryText={(record) => record.name}
    secondaryText={(record) => `${record.bank_name} · ${record.iban}`}
  />
);
