import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup, { toggleButtonGroupClasses } from '@mui/material/ToggleButtonGroup';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { DashboardQuery } from '../../../contract/dashboards';
import { fromWireDate, UiDateLocalization } from '../../lib/DateInput';
import { activePreset, PRESETS, presetRange, type Preset } from './dashboardModel';
import { checkRange, type RangeCheck, type RangeKey, type TypedDate } from './rangeDraft';

const t = (key: string) => `dashboards.range.${key}`;

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
 * What is being typed stays here (`drafts`) until the range is complete and valid: only then
 * does it reach the URL and the query; meanwhile the wrong field says why (`rangeDraft.ts`).
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
  const [drafts, setDrafts] = useState<Partial<Record<RangeKey, TypedDate>>>({});
  const [problem, setProblem] = useState<Extract<RangeCheck, { ok: false }> | null>(null);
  const from = range.from ?? shown?.from;
  const to = range.to ?? shown?.to;
  const typed = (key: RangeKey, wire: string | undefined): TypedDate =>
    drafts[key] ?? { date: fromWireDate(wire), error: null };
  const commit = (next: DashboardQuery) => {
    setDrafts({});
    setProblem(null);
    onChange(next);
  };
  const pick = (key: RangeKey) => (date: Date | null, context: { validationError: unknown }) => {
    const next = { ...drafts, [key]: { date, error: context.validationError ? 'invalid' : null } };
    const result = checkRange(next.from ?? typed('from', from), next.to ?? typed('to', to), key);
    if (result.ok) return commit(result.range);
    setDrafts(next);
    setProblem(result);
  };
  const picker = (key: RangeKey, value: string | undefined) => (
    <DatePicker
      label={translate(t(key))}
      value={drafts[key]?.date ?? fromWireDate(value)}
      onChange={pick(key)}
      slotProps={{
        textField: {
          size: 'small',
          name: key,
          sx: { width: 170 },
          error: problem?.key === key,
          helperText:
            problem?.key === key ? translate(t(`problems.${problem.problem}`)) : undefined,
        },
      }}
    />
  );
  return (
    <Box
      role="group"
      aria-label={translate(t('label'))}
      className="toast-clear"
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
        onChange={(_, preset: Preset | null) => preset && commit(presetRange(preset, today))}
        sx={PRESETS_SX}
      >
        {PRESETS.map((preset) => (
          <ToggleButton key={preset} value={preset}>
            {translate(t(preset))}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {(range.from || range.to) && (
        <Button size="small" onClick={() => commit({})}>
          {translate(t('default'))}
        </Button>
      )}
    </Box>
  );
};
