import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup, { toggleButtonGroupClasses } from '@mui/material/ToggleButtonGroup';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useTranslate } from 'react-admin';
import type { DashboardQuery } from '../../../contract/dashboards';
import { fromWireDate, toWireDate, UiDateLocalization } from '../../lib/DateInput';
import { activePreset, PRESETS, presetRange, type Preset } from './dashboardModel';

const t = (key: string) => `dashboards.range.${key}`;

/** A picked date as the wire's `YYYY-MM-DD`; half-typed years (0002...) are not dates yet. */
const wireDate = (date: Date | null) =>
  date && date.getFullYear() >= 1900 ? toWireDate(date) : null;

/**
 * The presets: one segmented control from `md`; below it they may not fit on one line, so
 * each is a whole outlined button and they wrap in rows with a gap (a segmented control
 * broken over two lines loses the borders where it breaks).
 */
const PRESETS_SX = (theme: Theme) => ({
  flexWrap: 'wrap',
  [theme.breakpoints.down('md')]: {
    gap: 1,
    [`& .${toggleButtonGroupClasses.grouped}`]: {
      m: 0,
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
    },
  },
});

/**
 * The dashboards' period: from/to date pickers in the UI language's format, quick presets
 * (this month, this year, last 12 months, last year) and a way back to the server's default.
 * `shown` is the range the figures cover (the server's answer), so the pickers are never empty.
 */
export const DateRangeControl = ({
  range,
  shown,
  today,
  onChange,
}: {
  range: DashboardQuery;
  shown?: DashboardQuery;
  today: string;
  onChange: (range: DashboardQuery) => void;
}) => {
  const translate = useTranslate();
  const from = range.from ?? shown?.from;
  const to = range.to ?? shown?.to;
  const pick = (key: 'from' | 'to') => (date: Date | null) => {
    const value = wireDate(date);
    if (value) onChange({ from, to, [key]: value });
  };
  const picker = (key: 'from' | 'to', value: string | undefined) => (
    <DatePicker
      label={translate(t(key))}
      value={fromWireDate(value)}
      onChange={pick(key)}
      slotProps={{ textField: { size: 'small', name: key, sx: { width: 170 } } }}
    />
  );
  return (
    <Box
      role="group"
      aria-label={translate(t('label'))}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, my: 2 }}
    >
      <UiDateLocalization>
        {picker('from', from)}
        {picker('to', to)}
      </UiDateLocalization>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={activePreset({ from, to }, today)}
        aria-label={translate(t('presets'))}
        onChange={(_, preset: Preset | null) => preset && onChange(presetRange(preset, today))}
        sx={PRESETS_SX}
      >
        {PRESETS.map((preset) => (
          <ToggleButton key={preset} value={preset}>
            {translate(t(preset))}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {(range.from || range.to) && (
        <Button size="small" onClick={() => onChange({})}>
          {translate(t('default'))}
        </Button>
      )}
    </Box>
  );
};
