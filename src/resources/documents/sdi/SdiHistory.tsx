import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocale, useTranslate } from 'react-admin';
import type { SalesDocument } from '../../../../contract/documents';
import type { SdiEvent } from '../../../../contract/sdi';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { formatDate } from '../documentModel';

const t = (key: string) => `resources.documents.sdi.history.${key}`;
const label = (field: string) =>
  field === 'rows' ? t('rows') : `resources.documents.fields.${field}`;

/** One event as a sentence: "Ricevuta: notifica di scarto (IT…_0001A.xml)", "Corretto: …". */
function useEventText() {
  const translate = useTranslate();
  const locale = useLocale();
  return (event: SdiEvent) => {
    switch (event.kind) {
      case 'sent':
        return translate(t('sent'), { file: event.file_name ?? '' });
      case 'receipt':
        return translate(t('receipt'), {
          receipt: translate(`enums.sdi_receipt.${event.receipt}`),
          file: event.file_name ?? '',
        });
      case 'corrected': {
        const fields = (event.fields ?? []).map((field) =>
          field === 'document_date' && event.date
            ? translate(t('corrected_date'), {
                from: formatDate(event.date.from, locale),
                to: formatDate(event.date.to, locale),
              })
            : translate(label(field)),
        );
        return translate(t('corrected'), { fields: fields.join(', ') });
      }
      case 'resent':
        return translate(t('resent'));
    }
  };
}

/**
 * What happened to the document on its way to the SDI, oldest first: each file sent, each
 * receipt (a rejection with its errors), each correction and "Invia di nuovo". Read again
 * whenever the document changes (its version or SDI state).
 */
export const SdiHistory = ({ record }: { record: SalesDocument }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const locale = useLocale();
  const text = useEventText();
  const { data } = useQuery({
    queryKey: ['documents', record.id, 'sdi-history', record.version, record.sdi_status],
    queryFn: () => dataProvider.sdiHistory(record.id),
  });
  if (!data?.length) return null;
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <section aria-labelledby="sdi-history-title">
      <Typography id="sdi-history-title" variant="subtitle2" sx={{ mt: 1 }}>
        {translate(t('title'))}
      </Typography>
      <Typography component="ol" variant="body2" sx={{ m: 0, pl: 2.5 }}>
        {data.map((event) => (
          <li key={event.id}>
            <time dateTime={event.at}>{when.format(new Date(event.at))}</time> —{' '}
            <bdi>{text(event)}</bdi>
            {event.errors?.length
              ? `: ${event.errors.map((e) => `${e.code} ${e.description}`).join('; ')}`
              : ''}
          </li>
        ))}
      </Typography>
    </section>
  );
};
