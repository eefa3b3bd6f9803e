import Box from '@mui/material/Box';
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
import { ltrText } from '../../lib/bidi/isolate';
import { formatCompact } from './dashboardModel';
import type { ChartDatum } from './dashboardLinks';
import { ChartTooltip } from './ChartTooltip';
import { useChartTheme } from './useChartTheme';

/** Height of one bar's band in a category chart, and the room around the bars. */
const BAND = 36;
const CHROME = 48;

/**
 * The width the longest category name needs on its axis (canvas-measured, plus the tick's
 * line and margin, capped): recharts breaks a name that does not fit over two lines.
 */
const labelWidth = (labels: string[], font: string) => {
  const context =
    typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  let widest = 0;
  for (const label of labels) {
    const width = context
      ? ((context.font = font), context.measureText(label).width)
      : label.length * 7;
    widest = Math.max(widest, width);
  }
  return Math.min(Math.ceil(widest) + 24, 200);
};

interface CategoryTickProps {
  x?: number | string;
  y?: number | string;
  textAnchor?: string;
  payload?: { value?: unknown };
}

/** A category's name on one line (recharts would break it over two to fit its guess). */
const CategoryTick = ({
  x,
  y,
  textAnchor,
  payload,
  fill,
  fontSize,
}: CategoryTickProps & { fill: string; fontSize: number }) => (
  <text
    x={x}
    y={y}
    dy="0.355em"
    textAnchor={textAnchor === 'start' ? 'start' : 'end'}
    fill={fill}
    fontSize={fontSize}
  >
    {String(payload?.value ?? '')}
  </text>
);

/**
 * A bar chart of `data` (recharts): theme colours, axes mirrored right to left, a tooltip
 * with the formatted figures, and each bar opening the documents it counts. Keyboard users
 * reach the same links through the card's table.
 *
 * `categories` (statuses) draws horizontal bars, one row per category with its whole name on
 * the vertical axis, so no name is ever dropped for lack of room; otherwise a column per
 * period (months, days), whose labels recharts thins out when the chart is narrow.
 * The SVG is laid out left to right (its text too, so "-2K" keeps its sign in front); the
 * mirroring is done here, by reversing the axes.
 */
export const BarChartView = ({
  data,
  lines,
  colourOf,
  height = 280,
  counts = false,
  categories = false,
}: {
  data: ChartDatum[];
  /** The tooltip's lines for a bar. */
  lines: (datum: ChartDatum) => string[];
  colourOf?: (datum: ChartDatum) => string;
  height?: number;
  /** Values are numbers of documents (whole ticks), not amounts. */
  counts?: boolean;
  /** Horizontal bars with every category named (statuses), not columns over time. */
  categories?: boolean;
}) => {
  const chart = useChartTheme();
  const locale = useLocale();
  const navigate = useNavigate();
  const tick = { fill: chart.text, fontSize: chart.fontSize };
  // SVG text cannot hold a <bdi>: the isolate characters keep "1,2 Mln €" in order in RTL.
  const valueTicks = (value: number) => ltrText(formatCompact(value, locale));
  const tooltip = (
    <Tooltip
      cursor={{ fill: chart.hover }}
      content={({ active, payload }) => (
        <ChartTooltip active={active} payload={payload} lines={lines} />
      )}
    />
  );
  const bar = (radius: [number, number, number, number]) => (
    <Bar
      dataKey="value"
      cursor="pointer"
      radius={radius}
      maxBarSize={categories ? 24 : undefined}
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
  );
  return (
    <Box dir="ltr" sx={{ minWidth: 0 }}>
      {categories ? (
        <ResponsiveContainer width="100%" height={data.length * BAND + CHROME}>
          <BarChart
            data={data}
            layout="vertical"
            margin={{ top: 8, right: 16, bottom: 8, left: 16 }}
          >
            <CartesianGrid horizontal={false} stroke={chart.grid} />
            <XAxis
              type="number"
              reversed={chart.rtl}
              tick={tick}
              stroke={chart.grid}
              allowDecimals={!counts}
              tickFormatter={valueTicks}
            />
            <YAxis
              type="category"
              dataKey="label"
              orientation={chart.rtl ? 'right' : 'left'}
              tick={(props: CategoryTickProps) => <CategoryTick {...props} {...tick} />}
              stroke={chart.grid}
              interval={0}
              width={labelWidth(
                data.map((datum) => datum.label),
                `${chart.fontSize}px ${chart.fontFamily}`,
              )}
            />
            {tooltip}
            {bar(chart.rtl ? [4, 0, 0, 4] : [0, 4, 4, 0])}
          </BarChart>
        </ResponsiveContainer>
      ) : (
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
              tickFormatter={valueTicks}
            />
            {tooltip}
            {bar([4, 4, 0, 0])}
          </BarChart>
        </ResponsiveContainer>
      )}
    </Box>
  );
};
