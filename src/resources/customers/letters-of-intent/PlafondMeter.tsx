import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslate } from 'react-admin';
import { Isolated } from '../../../lib/bidi/Bidi';
import { formatMoney } from '../../../lib/decimal';
import { numberFormat } from '../../../lib/intl';
import { plafondOf } from './letterModel';

const COLORS = { ok: 'primary', warning: 'warning', over: 'error' } as const;

/**
 * A letter's plafond: a bar of the share used (amber from 80 %, red past its amount)
 * and "7.500,00 € di 10.000,00 € (75 %)". `extra`: what a draft about to be issued adds.
 */
export const PlafondMeter = ({
  amount,
  used,
  extra,
}: {
  amount: string;
  used: string;
  extra?: string;
}) => {
  const translate = useTranslate();
  const locale = useLocale();
  const { share, level } = plafondOf(amount, used, extra);
  const percent = numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    share,
  );
  const withDraft = Number(extra ?? 0) > 0;
  const label = translate(`resources.customers.letters.${withDraft ? 'used_with' : 'used_of'}`, {
    used: formatMoney(used, locale, 2),
    amount: formatMoney(amount, locale, 2),
    percent,
  });
  return (
    <Box sx={{ minWidth: 160 }}>
      <LinearProgress
        variant="determinate"
        value={share * 100}
        color={COLORS[level]}
        // A gauge, not work in progress: a meter (the screens wait for progress bars to go).
        role="meter"
        aria-label={label}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography
        variant="caption"
        color={level === 'ok' ? 'text.secondary' : `${COLORS[level]}.main`}
      >
        <Isolated>{label}</Isolated>
      </Typography>
    </Box>
  );
};
