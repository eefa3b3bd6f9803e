import PaymentsIcon from '@mui/icons-material/Payments';
import { lazyPage } from '../../lib/progress/lazyPage';
import { defineResource } from '../../lib/resources/defineResource';
import { paymentMethods } from './paymentMethods';
import { paymentPaths } from './paths';

const PaymentList = lazyPage(() => import('./PaymentList').then((m) => m.PaymentList));
const PaymentCreate = lazyPage(() => import('./PaymentCreate').then((m) => m.PaymentCreate));
const PaymentShow = lazyPage(() => import('./PaymentShow').then((m) => m.PaymentShow));

/** Payments received (incassi), `/collections/payments`: recorded, shown, reversed. */
export const payments = defineResource({
  name: 'payments',
  icon: PaymentsIcon,
  recordRepresentation: (record: { payment_date: string; customer: { name: string } }) =>
    `${record.customer.name} ${record.payment_date}`,
  paths: paymentPaths,
  screens: { list: PaymentList, create: PaymentCreate, show: PaymentShow },
  menu: { group: 'collections', label: 'resources.payments.menu' },
  export: () => import('./paymentExport').then((m) => m.paymentExport),
  api: { methods: paymentMethods },
});
