import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import type { SalesDocument } from '../../../contract/documents';
import { Isolated, Ltr } from '../../lib/bidi/Bidi';
import { formatMoney } from '../../lib/decimal';
import { LetterOfIntentBox } from './LetterOfIntentBox';
import { useCan } from '../../lib/useCan';

const t = (name: string) => `resources.documents.totals.${name}`;

const Line = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 4, py: 0.25 }}>
    <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 700 : 400 }}>
      <Isolated>{label}</Isolated>
    </Typography>
    <Typography
      variant={strong ? 'subtitle1' : 'body2'}
      sx={{ fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap' }}
    >
      <Ltr>{value}</Ltr>
    </Typography>
  </Box>
);

/**
 * Subtotal, discount, taxable amount, VAT per rate and total, exactly as the server computed
 * them (VAT rounded once per rate): the browser never adds amounts up. Under split payment
 * the VAT the customer pays to the treasury comes off: "Netto a pagare" is the amount due.
 */
export const DocumentTotals = () => {
  const record = useRecordContext<SalesDocument>();
  const translate = useTranslate();
  const locale = useLocale();
  const prices = useCan('documents', 'prices');
  if (!record || !prices) return null;
  const money = (value: string) => formatMoney(value, locale, 2);
  const split = record.split_payment;
  return (
    <Box
      component="section"
      aria-label={translate('resources.documents.sections.totals')}
      data-testid="document-totals"
      sx={{ ml: 'auto', width: { xs: '100%', sm: 380 }, p: 2 }}
    >
      <Line label={translate(t('subtotal'))} value={money(record.subtotal)} />
      <Line label={translate(t('discount'))} value={money(record.discount_total)} />
      <Line label={translate(t('net_total'))} value={money(record.net_total)} />
      {(record.vat_summary ?? []).map((line) => (
        <Line
          key={`${line.vat_rate}-${line.vat_nature ?? ''}`}
          label={
            line.vat_nature
              ? translate(t('vat_nature'), {
                  nature: line.vat_nature,
                  taxable: money(line.taxable),
                })
              : translate(t('vat_rate'), { rate: line.vat_rate, taxable: money(line.taxable) })
          }
          value={money(line.vat)}
        />
      ))}
      <Line label={translate(t('vat_total'))} value={money(record.vat_total)} />
      <Line label={translate(t('total'))} value={money(record.total)} strong={!split} />
      {split && (
        <>
          <Line label={translate(t('split_payment'))} value={money(`-${record.vat_total}`)} />
          <Line label={translate(t('amount_due'))} value={money(record.amount_due)} strong />
        </>
      )}
      <LetterOfIntentBox />
    </Box>
  );
};
