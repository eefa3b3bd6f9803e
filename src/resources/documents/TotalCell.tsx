import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { DocumentListItem } from '../../../contract/documents';

/**
 * A list's total: under split payment, with what the customer pays under it ("Netto a pagare
 * 420,00 €"), the figure the receivables count.
 */
export const TotalCell = ({
  record,
  money,
}: {
  record: DocumentListItem;
  money: (value: string) => string;
}) => {
  const translate = useTranslate();
  if (!record.split_payment) return money(record.total);
  return (
    <>
      {money(record.total)}
      <Typography variant="caption" component="div" color="text.secondary">
        {translate('resources.documents.totals.amount_due')} {money(record.amount_due)}
      </Typography>
    </>
  );
};
