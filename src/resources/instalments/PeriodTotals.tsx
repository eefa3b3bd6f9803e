import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslate } from 'react-admin';
import { Ltr } from '../../lib/bidi/Bidi';
import { formatMoney } from '../../lib/decimal';
import type { InstalmentSummary } from './instalmentMethods';
import { isPeriodGroup, PERIOD_GROUPS, periodLabel, type PeriodGroup } from './periodTotals';
import { SummaryFigure } from './SummaryFigure';

const t = (name: string) => `resources.instalments.summary.${name}`;

interface PeriodTotalsProps {
  periods: InstalmentSummary['periods'];
  /** How `periods` are grouped (the answer's), and the grouping chosen (maybe still loading). */
  shown: PeriodGroup;
  group: PeriodGroup;
  onGroup: (group: PeriodGroup) => void;
}

/**
 * Under the ageing buckets: what falls due week by week or month by month, each period with
 * its count and what is open. One row that scrolls sideways, so a phone keeps it short.
 */
export const PeriodTotals = ({ periods, shown, group, onGroup }: PeriodTotalsProps) => {
  const translate = useTranslate();
  const locale = useLocale();
  const heading = translate(t(group === 'week' ? 'by_week' : 'by_month'));
  const weekOf = (date: string) => translate(t('week_of'), { date });
  return (
    <Box component="section" aria-label={heading} data-testid="period-totals" sx={{ px: 2, pb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle2" component="h2" sx={{ flexGrow: 1 }}>
          {heading}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={group}
          onChange={(_event, value: unknown) => isPeriodGroup(value) && onGroup(value)}
          aria-label={translate(t('group'))}
        >
          {PERIOD_GROUPS.map((value) => (
            <ToggleButton key={value} value={value} sx={{ px: 1.5, py: 0.25 }}>
              {translate(t(value))}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Box
        component="ol"
        tabIndex={0}
        aria-label={heading}
        sx={{
          display: 'flex',
          gap: 1,
          overflowX: 'auto',
          // Takes the width it is given, never its content's: the row scrolls, the page does not.
          width: 0,
          minWidth: '100%',
          listStyle: 'none',
          m: 0,
          p: 0,
          pb: 0.5,
        }}
      >
        {periods.map((p) => (
          <Box
            component="li"
            key={p.period}
            sx={{ flex: '0 0 auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <SummaryFigure
              label={periodLabel(p.period, shown, locale, weekOf)}
              value={<Ltr>{formatMoney(p.open, locale, 2)}</Ltr>}
              note={translate(t('count'), { smart_count: p.count })}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
};
