import PaymentsIcon from '@mui/icons-material/Payments';
import { lazyPage } from '../../lib/progress/lazyPage';
import { defineResource } from '../../lib/resources/defineResource';
import { paymentTermPaths } from './paths';

const PaymentTermCreate = lazyPage(() =>
  import('./PaymentTermCreate').then((m) => m.PaymentTermCreate),
);
const PaymentTermEdit = lazyPage(() => import('./PaymentTermEdit').then((m) => m.PaymentTermEdit));
const PaymentTermList = lazyPage(() => import('./PaymentTermList').then((m) => m.PaymentTermList));

/** The payment terms (condizioni di pagamento), `/registry/payment-terms`. */
export const paymentTerms = defineResource({
  name: 'payment-terms',
  icon: PaymentsIcon,
  recordRepresentation: 'description',
  paths: paymentTermPaths,
  screens: { list: PaymentTermList, create: PaymentTermCreate, edit: PaymentTermEdit },
  menu: { group: 'registry', label: 'resources.payment-terms.menu' },
  export: () => import('./paymentTermExport').then((m) => m.paymentTermExport),
});
