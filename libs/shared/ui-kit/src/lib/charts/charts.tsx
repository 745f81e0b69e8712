import { lazy, Suspense } from 'react';
import { useTheme } from 'styled-components';
import type { Locale } from '@kk/i18n';
import { useKitLabels } from '../locale/kit-locale';
import { Skeleton } from '../skeleton/skeleton';
import { useThemeDirection } from '../theme/direction';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import type { ChartDatum, ChartDrawingProps, ChartSeries } from './chart-types';
import { Caption, DrawingArea, Figure, Table, TableWrap } from './charts.styles';

// recharts is large: it is fetched the first time a chart renders, never in the first load.
const ChartDrawing = lazy(() => import('./recharts-drawing'));

/** Props shared by the chart wrappers. */
export interface ChartProps {
  /** What the chart shows; its caption and its accessible name (e.g. 'Score des défis par mois'). */
  title: string;
  /** The rows. */
  data: readonly ChartDatum[];
  /** Key of the category in each row (x axis, or slice name). */
  xKey: string;
  /** Heading of the category column in the summary table (e.g. 'Mois'). */
  categoryLabel: string;
  /** The series to draw (a pie uses the first). */
  series: readonly ChartSeries[];
  /** Announced while the chart library loads. @default the kit's 'Chargement du graphique' */
  loadingLabel?: string;
  /** Height of the drawing in px. @default 240 */
  height?: number;
  /**
   * The data as a table: `hidden` for screen readers only (the chart itself is one image for them),
   * `visible` under the chart, `none` to leave it out (only when the data is given elsewhere).
   * @default 'hidden'
   */
  summaryTable?: 'hidden' | 'visible' | 'none';
  /** Hides the caption visually (it stays the accessible name). @default false */
  hideTitle?: boolean;
  /** Locale of the numbers. @default 'fr-MA' */
  locale?: Locale;
  /** Formats values (axes, tooltips, table); `Intl.NumberFormat(locale)` by default. */
  formatValue?: (value: number) => string;
}

function ChartFrame({
  kind,
  title,
  data,
  xKey,
  categoryLabel,
  series,
  loadingLabel,
  height = 240,
  summaryTable = 'hidden',
  hideTitle = false,
  locale = 'fr-MA',
  formatValue,
}: ChartProps & { kind: ChartDrawingProps['kind'] }) {
  const theme = useTheme();
  const dir = useThemeDirection();
  const labels = useKitLabels();
  const palette = theme.colors.chart;
  const resolved = series.map((s, index) => ({ ...s, color: s.color ?? palette[index % palette.length] }));
  const format = formatValue ?? ((value: number) => new Intl.NumberFormat(locale).format(value));
  const shownSeries = kind === 'pie' ? resolved.slice(0, 1) : resolved;

  return (
    <Figure data-ui={`${kind}-chart-root`}>
      <Caption $hidden={hideTitle} data-ui="chart-title">
        {title}
      </Caption>
      <Suspense
        fallback={
          <DrawingArea $height={height} data-ui="chart-loading">
            <Skeleton variant="rect" height={`${height}px`} />
            <VisuallyHidden role="status">{loadingLabel ?? labels.loadingChart}</VisuallyHidden>
          </DrawingArea>
        }
      >
        <DrawingArea role="img" aria-label={title} $height={height} data-ui="chart-drawing">
          <ChartDrawing
            kind={kind}
            data={data}
            xKey={xKey}
            series={shownSeries}
            height={height}
            rtl={dir === 'rtl'}
            formatValue={format}
            sliceColors={palette}
            axisColor={theme.colors.text.secondary}
            gridColor={theme.colors.border.subtle}
          />
        </DrawingArea>
      </Suspense>
      {summaryTable !== 'none' && (
        <TableWrap $hidden={summaryTable === 'hidden'} data-ui="chart-table">
          <Table>
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{categoryLabel}</th>
                {shownSeries.map((s) => (
                  <th key={s.key} scope="col">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.map((row) => (
                <tr key={String(row[xKey])}>
                  <th scope="row">{row[xKey]}</th>
                  {shownSeries.map((s) => {
                    const value = row[s.key];
                    return (
                      <td key={s.key}>
                        <bdi>{typeof value === 'number' ? format(value) : value}</bdi>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
    </Figure>
  );
}

/**
 * Bar chart for stats (recharts, loaded on first use). For screen readers the drawing is one image
 * named by the title, and the numbers are in a table (hidden by default).
 *
 * @example
 * <BarChart title={t('scoresByMonth')} categoryLabel={t('month')}
 *   data={stats} xKey="month" series={[{ key: 'score', label: t('score') }]} />
 */
export function BarChart(props: ChartProps) {
  return <ChartFrame kind="bar" {...props} />;
}

/** Line chart for a value over time; same behaviour as BarChart. */
export function LineChart(props: ChartProps) {
  return <ChartFrame kind="line" {...props} />;
}

/** Pie chart of the first series' shares by category; same behaviour as BarChart. */
export function PieChart(props: ChartProps) {
  return <ChartFrame kind="pie" {...props} />;
}
