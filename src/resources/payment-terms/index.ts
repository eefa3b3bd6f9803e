import PaymentsIcon from '@mui/icons-material/Payments';
import { columnMaker } from '../../lib/list/export/exportColumns';
import { lazyPage } from '../../lib/progress/lazyPage';
import { defineResource } from '../../lib/resources/defineResource';
import { paymentTermPaths } from './paths';

const column = columnMaker('resources.payment-terms.fields');

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
  export: {
    fileName: 'condizioni-di-pagamento',
    columns: ['code', 'description', 'method', 'basis', 'days', 'notes'].map((source) =>
      column(source),
    ),
  },
});
