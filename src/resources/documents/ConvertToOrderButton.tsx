import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import Alert from '@mui/material/Alert';
import { useDataProvider, useLocale, useRecordContext, useTranslate } from 'react-admin';
import type { SalesDocument } from '../../../contract/documents';
import { useCan } from '../../lib/useCan';
import { documentsOf } from '../../providers/access';
import type { AppDataProvider } from '../../providers/dataProvider';
import { CreateFromButton } from './CreateFromButton';
import { canConvertQuote, formatDate, quoteExpired } from './documentModel';

/**
 * "Trasforma in ordine" on a quote not yet converted nor refused: asks the order's date, then
 * the server makes the order (rows and references copied, the quote accepted), which opens.
 * An expired quote still converts, with a warning that it is past its validity.
 */
export const ConvertToOrderButton = () => {
  const record = useRecordContext<SalesDocument>();
  const allowed = useCan(documentsOf('order'), 'create');
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const locale = useLocale();
  if (!record || !canConvertQuote(record) || !allowed) return null;
  return (
    <CreateFromButton
      messages="convert_quote"
      icon={<ShoppingCartIcon />}
      type="order"
      withDate
      create={(date) =>
        dataProvider.convertDocument(record.id, { type: 'order', document_date: date })
      }
    >
      {quoteExpired(record) && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('resources.documents.convert_quote.expired', {
            date: formatDate(record.valid_until, locale),
          })}
        </Alert>
      )}
    </CreateFromButton>
  );
};
