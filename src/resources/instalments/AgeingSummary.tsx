import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useLocale, useTranslate } from 'react-admin';
import type { AgeingBucket } from '../../../contract/instalments';
import { Ltr } from '../../lib/bidi/Bidi';
import { formatMoney } from '../../lib/decimal';
import type { AppDataProvider } from '../../providers/dataProvider';

const t = (name: string) => `resources.instalments.summary.${name}`;

/**
 * Above the ledger: what is open and overdue under the list's filters, by ageing bucket (a
 * bucket opens the instalments it counts) — the server's sums, never the page's.
 */
export const AgeingSummary = () => {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const locale = useLocale();
  const { bucket: chosen, ...filter } = filterValues as { bucket?: AgeingBucket };
  const { data } = useQuery({
    queryKey: ['instalments', 'summary', filter],
    queryFn: ({ signal }) => dataProvider.instalmentSummary(filter, signal),
  });
  if (!data) return null;
  const money = (value: string) => <Ltr>{formatMoney(value, locale, 2)}</Ltr>;
  const pick = (bucket: AgeingBucket) =>
    setFilters(
      { ...filterValues, bucket: chosen === bucket ? undefined : bucket },
      { ...displayedFilters, bucket: true },
    );
  return (
    <Box
      component="section"
      aria-label={translate(t('label'))}
      data-testid="ageing-summary"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 2, alignItems: 'stretch' }}
    >
      <Figure label={translate(t('open'))} value={money(data.open)} strong />
      <Figure label={translate(t('overdue'))} value={money(data.overdue)} strong danger />
      {data.buckets.map((b) => (
        <ButtonBase
          key={b.bucket}
          onClick={() => pick(b.bucket)}
          aria-pressed={chosen === b.bucket}
          aria-label={translate(t('show_bucket'), {
            bucket: translate(`enums.ageing_bucket.${b.bucket}`),
          })}
          sx={(theme) => ({
            borderRadius: 1,
            border: `1px solid ${chosen === b.bucket ? theme.palette.primary.main : theme.palette.divider}`,
            textAlign: 'start',
          })}
        >
          <Figure
            label={translate(`enums.ageing_bucket.${b.bucket}`)}
            value={money(b.open)}
            note={translate(t('count'), { smart_count: b.count })}
          />
        </ButtonBase>
      ))}
    </Box>
  );
};

const Figure = ({
  label,
  value,
  note,
  strong,
  danger,
}: {
  label: string;
  value: React.ReactNode;
  note?: string;
  strong?: boolean;
  danger?: boolean;
}) => (
  <Box sx={{ px: 1.5, py: 1, minWidth: 120 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography
      variant={strong ? 'h6' : 'subtitle1'}
      component="div"
      color={danger ? 'error' : undefined}
    >
      {value}
    </Typography>
    {note && (
      <Typography variant="caption" color="text.secondary" component="div">
        {note}
      </Typography>
    )}
  </Box>
);
