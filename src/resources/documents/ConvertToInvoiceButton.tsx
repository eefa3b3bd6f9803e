import { useCan } from '../../lib/useCan';
import { documentsOf } from '../../providers/access';
import ReceiptIcon from '@mui/icons-material/Receipt';
import {
  RadioButtonGroupInput,
  useDataProvider,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { type SalesDocument } from '../../../contract/documents';
import { SHIPPED_CHOICES, type ShippedChoice } from '../../../contract/document-actions';
import type { AppDataProvider } from '../../providers/dataProvider';
import { CreateFromButton } from './CreateFromButton';
import { canConvert, hasShippedUnbilled } from './documentModel';

const shippedChoices = SHIPPED_CHOICES.map((id) => ({
  id,
  name: `resources.documents.convert.shipped_choices.${id}`,
}));

/**
 * "Trasforma in fattura" on an order with something left to invoice: asks the invoice's date
 * and, when goods of it are on confirmed DDTs no invoice bills, whether to bill them now
 * (citing the DDTs) or leave them to the deferred invoice; then the server makes the invoice
 * of what is left, which opens.
 */
export const ConvertToInvoiceButton = () => {
  const record = useRecordContext<SalesDocument>();
  // It makes an invoice or a credit note: the role must write invoices.
  const allowed = useCan(documentsOf('invoice'), 'create');
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  if (!record || !canConvert(record) || !allowed) return null;
  const asks = hasShippedUnbilled(record);
  return (
    <CreateFromButton
      messages="convert"
      icon={<ReceiptIcon />}
      type="invoice"
      withDate
      defaults={asks ? { shipped: 'invoice' } : undefined}
      create={(date, values) =>
        dataProvider.convertDocument(record.id, {
          type: 'invoice',
          document_date: date,
          ...(asks && { shipped: values.shipped as ShippedChoice }),
        })
      }
    >
      {asks && (
        <RadioButtonGroupInput
          source="shipped"
          label="resources.documents.convert.shipped"
          choices={shippedChoices}
          row={false}
          // The radio group itself named too (the legend names only the fieldset).
          options={{ 'aria-label': translate('resources.documents.convert.shipped') }}
        />
      )}
    </CreateFromButton>
  );
};
