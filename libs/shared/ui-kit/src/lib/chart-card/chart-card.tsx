import { useId, type ReactNode } from 'react';
import { BarChart, LineChart, PieChart, type ChartProps } from '../charts/charts';
import { SectionCard, SectionNote, SectionTitle } from '../section/section.styles';

const CHARTS = { bar: BarChart, line: LineChart, pie: PieChart } as const;

/** Props of ChartCard. */
export interface ChartCardProps extends Omit<ChartProps, 'hideTitle'> {
  /** Kind of chart. @default 'bar' */
  kind?: keyof typeof CHARTS;
  /** A line under the heading that says how to read the chart. */
  note?: ReactNode;
  /** What goes under the chart (e.g. links to the lists it sums up). */
  children?: ReactNode;
}

/**
 * One chart of a statistics screen in its card: the chart's title is the card's heading (an `h2`,
 * which names the card; the chart's own caption is hidden), an optional note, the chart, then
 * `children`. Lay several in a grid.
 *
 * @example
 * <ChartCard title={t('byMonth')} note={t('byMonthNote')} categoryLabel={t('month')} locale={locale}
 *   data={rows} xKey="month" series={[{ key: 'absences', label: t('absences') }]} />
 */
export function ChartCard({ kind = 'bar', note, children, ...chart }: ChartCardProps) {
  const titleId = useId();
  const Chart = CHARTS[kind];
  return (
    <SectionCard aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{chart.title}</SectionTitle>
      {note && <SectionNote>{note}</SectionNote>}
      <Chart {...chart} hideTitle />
      {children}
    </SectionCard>
  );
}
