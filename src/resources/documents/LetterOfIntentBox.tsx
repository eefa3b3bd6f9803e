import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import type { SalesDocument } from '../../../contract/documents';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/decimal';
import { PlafondMeter } from '../customers/letters-of-intent/PlafondMeter';
import { plafondOf } from '../customers/letters-of-intent/letterModel';
import { isDraft } from './documentModel';

/** What a draft adds to its letter's plafond (a credit note gives back), and the level then. */
function letterState(record: SalesDocument) {
  const letter = record.letter_of_intent!;
  // A draft's share is not in `used` yet: the bar shows it as if issued.
  const extra = isDraft(record) && record.type !== 'credit-note' ? letter.this_document : '0';
  return { letter, extra, level: plafondOf(letter.amount, letter.used, extra).level };
}

/**
 * A draft that takes its letter's plafond past 80 % warns; past all of it, says the issue
 * will be refused. Shown under the totals and in the issue dialog (whose form has a record of
 * its own: the document comes as `record` there).
 */
export const LetterWarning = (props: { record?: SalesDocument }) => {
  const record = useRecordContext<SalesDocument>(props);
  const translate = useTranslate();
  if (!record?.letter_of_intent || !isDraft(record)) return null;
  const { level } = letterState(record);
  if (level === 'ok') return null;
  return (
    <Alert severity={level === 'over' ? 'error' : 'warning'} sx={{ mt: 1 }}>
      {translate(`resources.documents.letter.${level}`, {
        protocol: record.letter_of_intent.protocol,
      })}
    </Alert>
  );
};

/**
 * Under the totals of a document with N3.5 rows: the letter of intent it cites (issued) or
 * would cite (a draft), its plafond with this document counted, and, from 80 % used, a
 * warning (at issue, what is left decides: past it the issue is refused naming the letter).
 */
export const LetterOfIntentBox = () => {
  const record = useRecordContext<SalesDocument>();
  const translate = useTranslate();
  const locale = useLocale();
  if (!record?.letter_of_intent) return null;
  const { letter, extra } = letterState(record);
  return (
    <Box
      component="section"
      aria-label={translate('resources.documents.letter.title')}
      sx={{ mt: 1.5, pt: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {translate('resources.documents.letter.cites', {
          protocol: letter.protocol,
          date: formatDate(letter.protocol_date, locale),
        })}
      </Typography>
      <PlafondMeter amount={letter.amount} used={letter.used} extra={extra} />
      <Typography variant="caption" component="p" color="text.secondary">
        {translate('resources.documents.letter.figures', {
          this_document: formatMoney(letter.this_document, locale, 2),
          left: formatMoney(letter.left, locale, 2),
        })}
      </Typography>
      <LetterWarning />
    </Box>
  );
};
