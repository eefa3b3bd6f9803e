import PeopleIcon from '@mui/icons-material/People';
import { defineResource } from '../../lib/resources/defineResource';
import { CustomerCreate } from './CustomerCreate';
import { customerExport } from './customerExport';
import { CustomerList } from './CustomerList';
import { CustomerProfile } from './CustomerProfile';
import { customerPaths } from './paths';

/** The customers, each with its profile page (prices, own article codes), `/registry/customers`. */
export const customers = defineResource({
  name: 'customers',
  icon: PeopleIcon,
  recordRepresentation: (record: { registry_code: string; general?: { name: string } }) =>
    [record.registry_code, record.general?.name].filter(Boolean).join(' — '),
  paths: customerPaths,
  // `new` wins over `:id` in react-router's ranking: the create screen is the profile `new`.
  screens: { list: CustomerList, create: CustomerCreate, edit: CustomerProfile },
  menu: { group: 'registry', label: 'app.menu.customers' },
  export: customerExport,
});
