import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ChartDatum } from './dashboardLinks';

/** A bar's tooltip on the theme's paper: its label and formatted figures. */
export const ChartTooltip = ({
  active,
  payload,
  lines,
}: {
  active?: boolean;
  payload?: ReadonlyArray<{ payload?: unknown }>;
  lines: (datum: ChartDatum) => string[];
}) => {
  const datum = payload?.[0]?.payload as ChartDatum | undefined;
  if (!active || !datum) return null;
  return (
    <Paper variant="outlined" sx={{ px: 1.5, py: 1 }}>
      <Typography variant="subtitle2">{datum.label}</Typography>
      {lines(datum).map((line) => (
        <Typography key={line} variant="body2" color="text.secondary">
          {line}
        </Typography>
      ))}
    </Paper>
  );
};
