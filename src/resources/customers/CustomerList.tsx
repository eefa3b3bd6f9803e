import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  AutocompleteInput,
  CreateButton,
  FilterButton,
  SearchInput,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
  useLocale,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { CUSTOMER_SORTS, type Customer } from '../../../contract/customers';
import { formatMoney } from '../../lib/decimal';
import { ENUM_CHOICES, choiceKey } from '../../lib/enumChoices';
import { AppDataTable } from '../../lib/list/AppDataTable';
import { AppList } from '../../lib/list/AppList';
import { ExportMenuButton } from '../../lib/list/export/ExportMenuButton';
import { PrintButton } from '../../lib/list/PrintButton';
import { TableOptionsButton } from '../../lib/list/TableOptionsButton';
import { PROVINCE_CHOICES } from '../../lib/places';
import { PaymentTermReferenceInput } from '../payment-terms/PaymentTermReferenceInput';
import { customerPaths } from './paths';
import { printedVat } from '../../../contract/vat-formats';

type CustomerRow = Omit<Customer, 'prices' | 'articles'>;

const sortable = (source: string) => (CUSTOMER_SORTS as readonly string[]).includes(source);
const own = (field: string) => `resources.customers.fields.${field}`;
const reg = (field: string) => `resources.general-regs.fields.${field}`;

const FILTERS = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="city" source="city" label={reg('city')} />,
  <AutocompleteInput
    key="province"
    source="province"
    label={reg('province')}
    choices={PROVINCE_CHOICES}
  />,
  <PaymentTermReferenceInput
    key="payment_terms"
    source="payment_terms"
    label={own('payment_terms')}
  />,
  <SelectInput
    key="language"
    source="language"
    label={own('language')}
    choices={ENUM_CHOICES.language}
  />,
];

/** The toolbar of the list, with the spec's "Nuovo cliente" button. */
const CustomerListActions = () => (
  <TopToolbar className="no-print" sx={{ flexWrap: 'wrap' }}>
    <FilterButton />
    <CreateButton to={customerPaths.create} label="app.labels.new_customer" />
    <TableOptionsButton />
    <ExportMenuButton />
    <PrintButton />
  </TopToolbar>
);

const toProfile = (id: Identifier) => customerPaths.edit(id);

/** `/registry/customers`: customers with their commercial terms; a row opens the profile. */
export const CustomerList = () => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const locale = useLocale();
  const translate = useTranslate();
  const enumText = (choices: readonly { id: string | number; name: string }[], value: unknown) => {
    const key = choiceKey(choices, value);
    return key ? translate(key) : String(value ?? '');
  };
  return (
    <AppList
      resource="customers"
      filters={FILTERS}
      sort={{ field: 'registry_code', order: 'ASC' }}
      actions={<CustomerListActions />}
    >
      {phone ? (
        <SimpleList<CustomerRow>
          primaryText={(record) => record.general.name}
          secondaryText={(record) => [record.registry_code, record.general.city].join(' · ')}
          tertiaryText={(record) => formatMoney(record.credit_limit, locale)}
          rowClick={toProfile}
        />
      ) : (
        <AppDataTable<CustomerRow> rowClick={toProfile} bulkActionButtons={false}>
          <AppDataTable.Col
            source="registry_code"
            label={own('registry_code')}
            sx={{ whiteSpace: 'nowrap' }}
          />
          <AppDataTable.Col
            source="name"
            label={reg('name')}
            render={(record) => record.general.name}
          />
          <AppDataTable.Col
            source="vat_number"
            label={reg('vat_number')}
            render={(record) =>
              record.general.vat_number &&
              printedVat(record.general.country, record.general.vat_number)
            }
          />
          <AppDataTable.Col
            source="city"
            label={reg('city')}
            render={(record) => record.general.city}
          />
          <AppDataTable.Col
            source="province"
            label={reg('province')}
            disableSort={!sortable('province')}
            render={(record) => record.general.province}
          />
          <AppDataTable.Col
            source="payment_terms"
            label={own('payment_terms')}
            disableSort
            render={(record) => record.payment_term?.description ?? ''}
          />
          <AppDataTable.Col
            source="credit_limit"
            label={own('credit_limit')}
            align="right"
            sx={{ whiteSpace: 'nowrap' }}
            render={(record) => formatMoney(record.credit_limit, locale)}
          />
          <AppDataTable.Col
            source="language"
            label={own('language')}
            disableSort
            render={(record) => enumText(ENUM_CHOICES.language, record.language)}
          />
        </AppDataTable>
      )}
    </AppList>
  );
};
