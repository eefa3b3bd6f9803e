import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One figure of the ledger's summary: a caption, the amount, and a note (the count) below. */
export const SummaryFigure = ({
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
