import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useLocale, useTranslate } from 'react-admin';
import type { SettledDdt } from '../../../../contract/deferred-invoices';
import type { DocumentType } from '../../../../contract/documents';
import { formatDate } from '../../../lib/dates';
import { documentName } from '../useCreateFrom';

const t = (key: string) => `resources.documents.deferred.${key}`;

/**
 * The period's DDTs whose goods invoices of their orders bill already: said before anything
 * is made, so nobody wonders why they get no deferred invoice (they are never billed twice).
 */
export const SettledDdts = ({ settled }: { settled: SettledDdt[] }) => {
  const translate = useTranslate();
  const locale = useLocale();
  if (!settled.length) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      <AlertTitle>{translate(t('settled_title'), { smart_count: settled.length })}</AlertTitle>
      <ul style={{ margin: 0, paddingInlineStart: '1.25em' }}>
        {settled.map(({ ddt, customer, invoice }) => (
          <li key={ddt.id}>
            {translate(t('settled_item'), {
              number: `${ddt.number}/${ddt.year}`,
              date: formatDate(ddt.date, locale),
              customer: customer.name,
              invoice: invoice
                ? documentName(translate, { ...invoice, type: invoice.type as DocumentType })
                : '—',
            })}
          </li>
        ))}
      </ul>
    </Alert>
  );
};
