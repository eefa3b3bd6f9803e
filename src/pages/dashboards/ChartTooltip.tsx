import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Isolated } from '../../lib/bidi/Bidi';
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
  const theme = useTheme();
  const datum = payload?.[0]?.payload as ChartDatum | undefined;
  if (!active || !datum) return null;
  // The chart is drawn left to right; its tooltip reads in the page's direction.
  return (
    <Paper dir={theme.direction} elevation={4} sx={{ px: 1.5, py: 1 }}>
      <Typography variant="subtitle2">
        <Isolated>{datum.label}</Isolated>
      </Typography>
      {lines(datum).map((line) => (
        <Typography key={line} variant="body2" color="text.secondary">
          <Isolated>{line}</Isolated>
        </Typography>
      ))}
    </Paper>
  );
};
