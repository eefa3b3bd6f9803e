import PaymentsIcon from '@mui/icons-material/Payments';
import { columnMaker } from '../../lib/list/export/exportColumns';
import { defineResource } from '../../lib/resources/defineResource';
import { PaymentTermCreate } from './PaymentTermCreate';
import { PaymentTermEdit } from './PaymentTermEdit';
import { PaymentTermList } from './PaymentTermList';
import { paymentTermPaths } from './paths';

const column = columnMaker('resources.payment-terms.fields');

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
