import { useLocale } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatCompact } from './dashboardModel';
import type { ChartDatum } from './dashboardLinks';
import { ChartTooltip } from './ChartTooltip';
import { useChartTheme } from './useChartTheme';

/**
 * A column chart of `data` (recharts): theme colours, axes mirrored right to left, a
 * tooltip with the formatted figures, and each bar opening the documents it counts.
 * Keyboard users reach the same links through the card's table.
 */
export const BarChartView = ({
  data,
  lines,
  colourOf,
  height = 280,
  counts = false,
}: {
  data: ChartDatum[];
  /** The tooltip's lines for a bar. */
  lines: (datum: ChartDatum) => string[];
  colourOf?: (datum: ChartDatum) => string;
  height?: number;
  /** Values are numbers of documents (whole ticks), not amounts. */
  counts?: boolean;
}) => {
  const chart = useChartTheme();
  const locale = useLocale();
  const navigate = useNavigate();
  const tick = { fill: chart.text, fontSize: chart.fontSize };
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
        <CartesianGrid vertical={false} stroke={chart.grid} />
        <XAxis
          dataKey="label"
          reversed={chart.rtl}
          tick={tick}
          stroke={chart.grid}
          interval="preserveStartEnd"
          minTickGap={8}
        />
        <YAxis
          orientation={chart.rtl ? 'right' : 'left'}
          tick={tick}
          stroke={chart.grid}
          width={64}
          allowDecimals={!counts}
          tickFormatter={(value: number) => formatCompact(value, locale)}
        />
        <Tooltip
          cursor={{ fill: chart.hover }}
          content={({ active, payload }) => (
            <ChartTooltip active={active} payload={payload} lines={lines} />
          )}
        />
        <Bar
          dataKey="value"
          cursor="pointer"
          radius={[4, 4, 0, 0]}
          isAnimationActive={false}
          onClick={(item) => {
            const datum = item.payload as ChartDatum | undefined;
            if (datum) navigate(datum.href);
          }}
        >
          {data.map((datum) => (
            <Cell key={datum.key} fill={colourOf?.(datum) ?? chart.bar} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
};
