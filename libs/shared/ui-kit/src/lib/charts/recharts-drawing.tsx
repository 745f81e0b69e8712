/**
 * The recharts part of the chart wrappers. It is only imported through `React.lazy` (charts.tsx),
 * so recharts lands in its own chunk and never in an app's first load.
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ChartDrawingProps } from './chart-types';

/** Draws one chart with recharts. Default export for `React.lazy`. */
export default function ChartDrawing({
  kind,
  data,
  xKey,
  series,
  height,
  rtl,
  formatValue,
  sliceColors,
  axisColor,
  gridColor,
}: ChartDrawingProps) {
  const rows = data as ChartDatum[];
  const tick = { fill: axisColor, fontSize: 12 };
  const tooltipFormatter = (value: unknown) => (typeof value === 'number' ? formatValue(value) : String(value));

  if (kind === 'pie') {
    const [first] = series;
    return (
      <ResponsiveContainer width="100%" height={height}>
        <PieChart>
          <Pie data={rows} dataKey={first.key} nameKey={xKey} outerRadius="80%" isAnimationActive={false}>
            {rows.map((row, index) => (
              <Cell key={String(row[xKey])} fill={sliceColors[index % sliceColors.length]} />
            ))}
          </Pie>
          <Tooltip formatter={tooltipFormatter} />
          <Legend />
        </PieChart>
      </ResponsiveContainer>
    );
  }

  const axes = (
    <>
      <CartesianGrid stroke={gridColor} vertical={false} />
      <XAxis dataKey={xKey} reversed={rtl} tick={tick} stroke={axisColor} />
      <YAxis
        orientation={rtl ? 'right' : 'left'}
        tick={tick}
        stroke={axisColor}
        tickFormatter={formatValue}
        width={48}
      />
      <Tooltip formatter={tooltipFormatter} />
      {series.length > 1 && <Legend />}
    </>
  );

  return (
    <ResponsiveContainer width="100%" height={height}>
      {kind === 'bar' ? (
        <BarChart data={rows}>
          {axes}
          {series.map((s) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.label}
              fill={s.color}
              radius={[4, 4, 0, 0]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      ) : (
        <LineChart data={rows}>
          {axes}
          {series.map((s) => (
            <Line
              key={s.key}
              type="monotone"
              dataKey={s.key}
              name={s.label}
              stroke={s.color}
              strokeWidth={2}
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      )}
    </ResponsiveContainer>
  );
}

type ChartDatum = ChartDrawingProps['data'][number];
