import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useLocale, useStore, useTranslate } from 'react-admin';
import type { AgeingBucket } from '../../../contract/instalments';
import { Ltr } from '../../lib/bidi/Bidi';
import { formatMoney } from '../../lib/decimal';
import type { AppDataProvider } from '../../providers/dataProvider';
import { PeriodTotals } from './PeriodTotals';
import { isPeriodGroup, PERIOD_GROUP_KEY, type PeriodGroup } from './periodTotals';
import { SummaryFigure as Figure } from './SummaryFigure';

const t = (name: string) => `resources.instalments.summary.${name}`;

/**
 * Above the ledger: what is open and overdue under the list's filters, by ageing bucket (a
 * bucket opens the instalments it counts) and by the week or month it falls due in — the
 * server's sums, never the page's.
 */
export const AgeingSummary = () => {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const locale = useLocale();
  const { bucket: chosen, ...filter } = filterValues as { bucket?: AgeingBucket };
  const [stored, setGroup] = useStore<PeriodGroup>(PERIOD_GROUP_KEY, 'month');
  const group = isPeriodGroup(stored) ? stored : 'month';
  const { data } = useQuery({
    queryKey: ['instalments', 'summary', filter, group],
    // The grouping goes with its answer: the previous one stays shown while the next loads.
    queryFn: async ({ signal }) => ({
      group,
      ...(await dataProvider.instalmentSummary({ ...filter, group }, signal)),
    }),
    placeholderData: keepPreviousData,
  });
  if (!data) return null;
  const money = (value: string) => <Ltr>{formatMoney(value, locale, 2)}</Ltr>;
  const pick = (bucket: AgeingBucket) =>
    setFilters(
      { ...filterValues, bucket: chosen === bucket ? undefined : bucket },
      { ...displayedFilters, bucket: true },
    );
  return (
    <>
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
      {data.periods.length > 0 && (
        <PeriodTotals periods={data.periods} shown={data.group} group={group} onGroup={setGroup} />
      )}
    </>
  );
};
