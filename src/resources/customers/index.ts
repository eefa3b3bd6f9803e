import PeopleIcon from '@mui/icons-material/People';
import { lazyPage } from '../../lib/progress/lazyPage';
import { defineResource } from '../../lib/resources/defineResource';
import { customerMethods } from './customerMethods';
import { destinationMethods } from './destinationMethods';
import { letterOfIntentMethods } from './letters-of-intent/letterMethods';
import { reminderMethods } from './reminders/reminderMethods';
import { sddMandateMethods } from './sdd-mandates/mandateMethods';
import { statementMethods } from './statement/statementMethods';
import { customerPaths } from './paths';

const CustomerCreate = lazyPage(() => import('./CustomerCreate').then((m) => m.CustomerCreate));
const CustomerList = lazyPage(() => import('./CustomerList').then((m) => m.CustomerList));
const CustomerProfile = lazyPage(() => import('./CustomerProfile').then((m) => m.CustomerProfile));

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
  export: () => import('./customerExport').then((m) => m.customerExport),
  api: {
    selects: true,
    methods: (call) => ({
      ...customerMethods(call),
      ...destinationMethods(call),
      ...letterOfIntentMethods(call),
      ...sddMandateMethods(call),
      ...statementMethods(call),
      ...reminderMethods(call),
    }),
  },
});
