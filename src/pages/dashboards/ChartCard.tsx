import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

type View = 'chart' | 'table';

/**
 * A card with a chart and its accessible alternative: "Grafico | Tabella" switches to a
 * table holding the same figures and links (screen readers and keyboard users read it).
 */
export const ChartCard = ({
  title,
  chart,
  table,
  footer,
}: {
  title: string;
  chart: ReactNode;
  table: ReactNode;
  footer?: ReactNode;
}) => {
  const translate = useTranslate();
  const [view, setView] = useState<View>('chart');
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            mb: 1,
          }}
        >
          <Typography id={titleId} variant="h6" component="h2">
            {title}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            aria-label={translate('dashboards.view.label')}
            onChange={(_, next: View | null) => next && setView(next)}
          >
            <ToggleButton value="chart">{translate('dashboards.view.chart')}</ToggleButton>
            <ToggleButton value="table">{translate('dashboards.view.table')}</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        {view === 'chart' ? chart : table}
        {footer}
      </CardContent>
    </Card>
  );
};
